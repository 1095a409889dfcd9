import type { ReactNode } from 'react';

/**
 * A white card of an inner page, named by its heading (`aria-labelledby`). The page chooses the card's padding and
 * shadow (`className`) and the heading's size (`headingClassName`).
 */
export function CardSection({
  id,
  title,
  className = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-tea-900/10 sm:p-8',
  headingClassName = 'font-display text-2xl font-bold',
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
