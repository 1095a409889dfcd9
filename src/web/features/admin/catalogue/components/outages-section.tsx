import { CardSection } from '../../../../components/card-section';
import { useStockOutages } from '../../../../lib/admin/stock';

/** The report of what ran out: each ingredient's time out today and in the last 7 days. */
export function OutagesSection() {
  const outages = useStockOutages();
  const lists = [
    { title: 'Today', lines: outages.data?.today ?? [] },
    { title: 'Last 7 days', lines: outages.data?.week ?? [] },
  ];
  return (
    <CardSection id="outages-title" title="Time out">
      {outages.isError ? <p className="mt-2 font-semibold text-berry-700">{outages.error.message}</p> : null}
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {lists.map(({ title, lines }) => (
          <div key={title}>
            <h3 className="font-display text-lg font-bold">{title}</h3>
            {lines.length ? (
              <ul className="mt-2 grid gap-1 text-tea-800">
                {lines.map((line, index) => (
                  <li key={`${index}-${line}`}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-tea-700">Nothing ran out.</p>
            )}
          </div>
        ))}
      </div>
    </CardSection>
  );
}
