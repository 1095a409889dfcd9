import { formatPounds } from '@domain/money';
import { FREE_DRINK_LINE, type BasketPrice } from '@domain/pricing';

/**
 * 'Order Summary' with Subtotal, a green 'Promotion Discount' line only when above 0 (naming the deals that
 * applied), the stamp card's Free drink (stamp card) when one was unlocked, and Total. The figures come from the
 * domain's basketTotals (with the free drink: priced as the server will).
 */
export function OrderSummary({ totals }: { totals: BasketPrice }) {
  return (
    <section aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="font-display text-2xl font-bold">
        Order Summary
      </h2>
      <dl className="mt-4 grid gap-3 text-lg">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd className="font-semibold tabular-nums">{formatPounds(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 ? (
          <div className="grid grid-cols-[1fr_auto] gap-x-4 rounded-2xl bg-matcha-50 px-3 py-2 text-base text-matcha-700 sm:text-lg ring-1 ring-matcha-100">
            <dt className="whitespace-nowrap font-semibold">Promotion Discount</dt>
            <dd className="font-semibold tabular-nums">{formatPounds(-totals.discount)}</dd>
            <dd className="col-span-2 mt-1">
              <ul className="grid gap-0.5 text-sm" aria-label="Promotions applied">
                {totals.bundles.map((bundle) => (
                  <li key={bundle.promotionId}>
                    {bundle.title} ×{bundle.count}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {totals.freeDrink ? (
          <div className="flex justify-between gap-4 rounded-2xl bg-matcha-50 px-3 py-2 text-base font-semibold text-matcha-700 ring-1 ring-matcha-100 sm:text-lg">
            <dt>{FREE_DRINK_LINE}</dt>
            <dd className="whitespace-nowrap tabular-nums">{formatPounds(-totals.freeDrink.amount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-dashed border-tea-900/20 pt-3 text-xl font-bold">
          <dt>Total</dt>
          <dd className="font-display font-extrabold tabular-nums">{formatPounds(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
