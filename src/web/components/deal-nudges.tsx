import type { DealNudge } from '@domain/deals';
import { ArrowRight, BadgePercent } from 'lucide-react';
import { cn } from '../lib/cn';
import { Link } from '../lib/router';

/** Where a nudge sends the customer: that category on the menu. */
const categoryPath = (nudge: DealNudge) => `/menu?category=${encodeURIComponent(nudge.category)}`;

/**
 * What a deal still needs, in the domain's words ("Add 1 more Milk Tea to get 3 for £10 (save £1.40)"), each a link to
 * that category on the menu. The region is always there and polite: a screen reader hears a nudge when it appears,
 * changes or goes, and nothing while the customer does something that leaves it as it was (React leaves the text
 * alone then). It takes the nudges as props rather than reading the basket, so the order page's chunk shares it with the
 * first page's without pulling the basket's modules apart. `panel` lists every nudge (the order page); `dock` shows the nearest one above View Basket.
 */
export function DealNudges({
  nudges,
  look,
  className,
}: {
  nudges: readonly DealNudge[];
  look: 'panel' | 'dock';
  className?: string;
}) {
  const shown = look === 'dock' ? nudges.slice(0, 1) : nudges;
  return (
    <div role="status" aria-live="polite" className={cn('empty:hidden', className)}>
      {shown.length ? (
        <ul className={cn('grid', look === 'panel' ? 'gap-2' : 'justify-items-end')}>
          {shown.map((nudge) => (
            <li key={nudge.promotionId}>
              <Link
                to={categoryPath(nudge)}
                className={cn(
                  'group flex items-center gap-2 font-semibold text-berry-700',
                  look === 'panel'
                    ? 'rounded-2xl bg-berry-50 px-3 py-2.5 ring-1 ring-berry-500/20 hover:bg-berry-100'
                    : 'max-w-72 rounded-2xl bg-cream-50 px-3 py-1.5 text-xs shadow-lg shadow-tea-900/15 ring-1 ring-berry-500/30 sm:max-w-80 sm:text-sm',
                )}
              >
                <BadgePercent aria-hidden className={cn('shrink-0', look === 'panel' ? 'size-5' : 'size-4')} />
                <span className="group-hover:underline">
                  {nudge.message}
                  {nudge.until ? <span className="whitespace-nowrap"> · {nudge.until}</span> : null}
                </span>
                {look === 'panel' ? <ArrowRight aria-hidden className="ml-auto size-4 shrink-0" /> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
