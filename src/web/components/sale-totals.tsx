import { formatPounds } from '@domain/money';
import { FREE_DRINK_LINE, type BasketPrice } from '@domain/pricing';
import { cn } from '../lib/cn';

/**
 * A sale's totals where it is rung up, at the till or the kiosk: the deals and the stamp card's free drink taken off
 * (each only when it applies), and the total, large. `large`: the kiosk's size, read at arm's length by a customer.
 */
export function SaleTotals({ price, large = false }: { price: BasketPrice; large?: boolean }) {
  const total = large ? 'text-3xl font-bold' : 'text-2xl font-bold';
  return (
    <dl className={cn('grid grid-cols-[1fr_auto] gap-x-3 tabular-nums', large ? 'text-xl' : 'text-lg')}>
      {price.discount > 0 ? (
        <>
          <dt>Deals</dt>
          <dd className="text-right text-berry-700">−{formatPounds(price.discount)}</dd>
        </>
      ) : null}
      {price.freeDrink ? (
        <>
          <dt>{FREE_DRINK_LINE}</dt>
          <dd className="text-right text-matcha-700">−{formatPounds(price.freeDrink.amount)}</dd>
        </>
      ) : null}
      <dt className={total}>Total</dt>
      <dd className={cn('text-right', total)} data-sale-total>
        {formatPounds(price.total)}
      </dd>
    </dl>
  );
}
