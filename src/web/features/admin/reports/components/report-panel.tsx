import type { ReactNode } from 'react';

/** One panel of the report: its title and what it shows. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-3xl bg-cream-50 p-4 shadow-sm ring-1 ring-tea-900/5 sm:p-6"
    >
      <h2 id={id} className="font-display text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4 grid min-w-0 grid-cols-1 gap-4">{children}</div>
    </section>
  );
}
