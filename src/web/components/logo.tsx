import { cn } from '../lib/cn';

/** Pearl's mark and wordmark. The mark is decorative: whatever wraps the logo names it. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <img
        src="/images/logo.svg"
        alt=""
        width={40}
        height={40}
        className={cn('shrink-0 transition-[width,height] duration-200', compact ? 'size-8' : 'size-10')}
      />
      <span
        className={cn(
          'font-display font-extrabold tracking-tight text-tea-900 transition-[font-size] duration-200',
          compact ? 'text-xl' : 'text-2xl',
        )}
      >
        Pearl
      </span>
    </span>
  );
}
