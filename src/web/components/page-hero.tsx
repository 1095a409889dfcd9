import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The coloured band that opens an inner page: a title, an optional line under it, and optional extra content. */
export function PageHero({
  title,
  eyebrow,
  children,
  className,
  eyebrowClassName,
}: {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  className?: string;
  eyebrowClassName?: string;
}) {
  return (
    <section
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-taro-100 via-cream-100 to-berry-50 pb-12 pt-10 sm:pb-16 sm:pt-14',
        className,
      )}
    >
      <Bubbles />
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6">
        {eyebrow ? (
          <p
            className={cn(
              'font-display text-sm font-bold uppercase tracking-[0.18em] text-berry-700',
              eyebrowClassName,
            )}
          >
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-1 font-display text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** Soft tapioca-pearl dots in a hero's corner: decoration only. */
export function Bubbles({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 200 200"
      className={cn('pointer-events-none absolute -right-10 -top-10 size-64 text-taro-500/15 sm:size-80', className)}
    >
      <circle cx="150" cy="50" r="26" fill="currentColor" />
      <circle cx="95" cy="80" r="16" fill="currentColor" />
      <circle cx="160" cy="120" r="18" fill="currentColor" />
      <circle cx="115" cy="140" r="10" fill="currentColor" />
      <circle cx="60" cy="40" r="9" fill="currentColor" />
      <circle cx="185" cy="170" r="12" fill="currentColor" />
    </svg>
  );
}
