import type { ReactNode } from 'react';

/** The frame of an admin page below its navigation: the page's heading, a line on what it is for, then its content. */
export function AdminPageBody({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-8 sm:px-6">
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-tea-700">{intro}</p>
      <div className="mt-6 grid grid-cols-1 gap-8">{children}</div>
    </div>
  );
}
