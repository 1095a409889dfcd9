import { ShoppingBag } from 'lucide-react';
import { Link, useLocation } from '../lib/router';
import { formatPounds } from '@domain/money';
import { useBasket, useDealNudges } from '../lib/basket';
import { DealNudges } from './deal-nudges';
import { cn } from '../lib/cn';
import { formatItemCount } from '../lib/format';
import { useBriefAnimation } from '../lib/use-brief-animation';

/** The pulse on a basket change lasts 300 ms: long enough to catch the eye, short enough not to distract. */
export const PULSE_MS = 300;

/**
 * Hidden while the basket is empty (and on the order page itself); otherwise 'View Basket' with the item
 * count and total, linking to /order-online. It pulses for 300 ms on every basket change, unless the visitor asks
 * for reduced motion (the animation is motion-safe only). Above it, the deal the basket is nearest to finishing.
 */
export function FloatingBasketButton() {
  const { totals, changes } = useBasket();
  const nudges = useDealNudges();
  const { pathname } = useLocation();
  const pulsing = useBriefAnimation(changes, PULSE_MS);

  if (totals.itemCount === 0 || pathname === '/order-online') return null;

  return (
    <div className="flex flex-col items-end gap-2">
      <DealNudges nudges={nudges} look="dock" />
      <ViewBasketLink itemCount={totals.itemCount} total={totals.total} pulsing={pulsing} />
    </div>
  );
}

function ViewBasketLink({ itemCount, total, pulsing }: { itemCount: number; total: number; pulsing: boolean }) {
  return (
    <Link
      to="/order-online"
      className={cn(
        'inline-flex h-12 items-center gap-2.5 whitespace-nowrap rounded-full bg-tea-900 py-1.5 pl-2 pr-4 text-white sm:h-14 sm:gap-3 sm:pl-3 sm:pr-5',
        'shadow-xl shadow-tea-900/30',
        'ring-2 ring-cream-50 transition-colors hover:bg-tea-800',
        pulsing ? 'motion-safe:animate-basket-pulse' : '',
      )}
    >
      <span className="relative inline-flex size-8 items-center justify-center rounded-full bg-berry-600 sm:size-10">
        <ShoppingBag aria-hidden className="size-5" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="font-display font-bold">View Basket</span>
        <span className="text-xs text-cream-200 sm:text-sm">
          {formatItemCount(itemCount)} · {formatPounds(total)}
        </span>
      </span>
    </Link>
  );
}
