import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * Shown while a page's code loads (routes other than Home and Menu are loaded on demand), or while a server-drawn page
 * waits for what only the browser knows. `className` may give it the height of what replaces it, so that nothing
 * below moves when it does (CLS).
 */
export function PageLoading({ className }: { className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-[50vh] items-center justify-center gap-3 text-tea-700', className)}>
      <LoaderCircle aria-hidden className="size-6 motion-safe:animate-spin" />
      <span>Loading…</span>
    </div>
  );
}
