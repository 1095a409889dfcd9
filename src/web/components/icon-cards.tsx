import type { LucideIcon } from 'lucide-react';

/** What one card says: an icon in a round badge, a title and a line of text. */
export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * A row of white cards, each an icon in a round badge over a title and its text (the home page's reasons, the About
 * page's values). The page sets the list's layout, the card's and the badge's look.
 */
export function IconCards({
  cards,
  className,
  cardClassName,
  badgeClassName,
  iconClassName,
}: {
  cards: readonly IconCard[];
  className: string;
  cardClassName: string;
  badgeClassName: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cardClassName}>
          <span className={badgeClassName}>
            <Icon aria-hidden className={iconClassName} />
          </span>
          <h3 className="mt-4 font-display text-xl font-bold">{title}</h3>
          <p className="mt-2 text-tea-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
