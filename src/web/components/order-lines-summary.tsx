import { formatPounds } from '@domain/money';
import { FREE_DRINK_LINE } from '@domain/pricing';
import { sizeCode, type Size } from '@domain/sizes';

export type SummaryLine = {
  name: string;
  size: Size;
  quantity: number;
  lineSubtotal: number;
  /** The chosen options' names, in the order chosen. */
  options: readonly string[];
};

/** A placed order as the summary reads it: its lines and its totals, in pence. */
export type SummaryOrder = {
  lines: readonly SummaryLine[];
  subtotal: number;
  discount: number;
  /** What the stamp card's free drink took off: its own line, "Free drink (stamp card)". */
  freeDrink?: number | undefined;
  total: number;
};

/**
 * A placed order's lines (name, size × quantity, options, line price) and its totals, as the pages that show a
 * customer their order draw it. `subtotalAlways` shows the Subtotal row even when no promotion took anything off.
 */
export function OrderLinesSummary({
  order: { lines, subtotal, discount, freeDrink = 0, total },
  subtotalAlways = false,
  className,
}: {
  order: SummaryOrder;
  subtotalAlways?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <ul className="divide-y divide-tea-900/10">
        {lines.map((line, index) => (
          <li key={index} className="flex items-baseline justify-between gap-3 py-2">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-semibold">{line.name}</span>{' '}
              <span className="whitespace-nowrap text-sm text-tea-700">
                {sizeCode(line.size)} × {line.quantity}
              </span>
              {line.options.length ? (
                <span className="block text-sm text-tea-800">{line.options.join(' · ')}</span>
              ) : null}
            </span>
            <span className="tabular-nums">{formatPounds(line.lineSubtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 border-t border-tea-900/10 pt-3">
        {subtotalAlways || discount > 0 || freeDrink > 0 ? (
          <>
            <dt>Subtotal</dt>
            <dd className="text-right tabular-nums">{formatPounds(subtotal)}</dd>
          </>
        ) : null}
        {discount > 0 ? (
          <>
            <dt className="text-matcha-700">Promotion Discount</dt>
            <dd className="text-right tabular-nums text-matcha-700">-{formatPounds(discount)}</dd>
          </>
        ) : null}
        {freeDrink > 0 ? (
          <>
            <dt className="text-matcha-700">{FREE_DRINK_LINE}</dt>
            <dd className="text-right tabular-nums text-matcha-700">-{formatPounds(freeDrink)}</dd>
          </>
        ) : null}
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold tabular-nums">{formatPounds(total)}</dd>
      </dl>
    </div>
  );
}
