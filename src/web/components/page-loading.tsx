import { LoaderCircle } from 'lucide-react';

/** Shown while a page's code loads (routes other than Home and Menu are loaded on demand). */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-tea-700">
      <LoaderCircle aria-hidden className="size-6 motion-safe:animate-spin" />
      <span>Loading…</span>
    </div>
  );
}
