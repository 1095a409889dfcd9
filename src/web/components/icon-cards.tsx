import type { LucideIcon } from 'lucide-react';

/** What one card says: an icon in a round badge, a title and a line of text. */
export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The two looks: the home page's reasons (taro badges) and the About page's values (berry badges, ringed). */
const LOOKS = {
  reasons: {
    list: 'mt-10 grid gap-6 md:grid-cols-3',
    card: 'rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-tea-900/10',
    badge: 'mx-auto inline-flex size-14 items-center justify-center rounded-full bg-taro-100 text-taro-700',
    icon: 'size-7',
  },
  values: {
    list: 'grid gap-5 md:grid-cols-3',
    card: 'flex flex-col items-center rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-tea-900/10',
    badge:
      'inline-flex size-16 items-center justify-center rounded-full bg-berry-50 text-berry-600 ring-4 ring-berry-100',
    icon: 'size-8',
  },
} as const;

/** A row of white cards, each an icon in a round badge over a title and its text. */
export function IconCards({ cards, look }: { cards: readonly IconCard[]; look: keyof typeof LOOKS }) {
  const classes = LOOKS[look];
  return (
    <ul className={classes.list}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className={classes.card}>
          <span className={classes.badge}>
            <Icon aria-hidden className={classes.icon} />
          </span>
          <h3 className="mt-4 font-display text-xl font-bold">{title}</h3>
          <p className="mt-2 text-tea-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
