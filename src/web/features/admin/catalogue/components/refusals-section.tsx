import { CardSection } from '../../../../components/card-section';
import { useStockRefusals } from '../../../../lib/admin/stock';

const times = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The report of orders refused for stock: checkouts refused before the card, and payments refunded because someone
 * else paid for the last ones first, today and in the last 7 days, with the sentences the customers read.
 */
export function RefusalsSection() {
  const refusals = useStockRefusals();
  const periods = refusals.data
    ? [
        { title: 'Today', tally: refusals.data.today },
        { title: 'Last 7 days', tally: refusals.data.week },
      ]
    : [];
  return (
    <CardSection id="refusals-title" title="Orders refused for stock">
      {refusals.isError ? <p className="mt-2 font-semibold text-berry-700">{refusals.error.message}</p> : null}
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {periods.map(({ title, tally }) => (
          <section key={title} aria-label={title}>
            <h3 className="font-display text-lg font-bold">{title}</h3>
            {tally.checkouts + tally.payments === 0 ? (
              <p className="mt-2 text-tea-700">No order was refused for stock.</p>
            ) : (
              <>
                <p className="mt-2 text-tea-900">
                  {times(tally.checkouts, 'checkout refused', 'checkouts refused')},{' '}
                  {times(tally.payments, 'payment refunded', 'payments refunded')}
                </p>
                <ul className="mt-2 grid gap-1 text-tea-800">
                  {tally.reasons.map(({ reason, count }) => (
                    <li key={reason}>
                      {reason} <span className="font-semibold tabular-nums">×{count}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        ))}
      </div>
    </CardSection>
  );
}
