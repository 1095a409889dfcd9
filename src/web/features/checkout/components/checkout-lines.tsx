import { lineKey, type BasketLine } from '@domain/basket';
import { basketLineView } from '@domain/basket-line';
import { sizeCode } from '@domain/sizes';

/**
 * What is being paid for, compactly: each line's quantity, name and size, and its options on one line under it
 * ("25% sugar · Less ice · Tapioca pearls"), so the customer checks the drinks before paying.
 */
export function CheckoutLines({ lines }: { lines: readonly BasketLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul
      aria-label="Your order"
      className="mt-3 max-h-40 divide-y divide-tea-900/10 overflow-y-auto rounded-2xl bg-white px-3 ring-1 ring-tea-900/10"
    >
      {lines.map((line) => {
        const view = basketLineView(line);
        return (
          <li key={lineKey(line)} className="py-2 text-sm">
            <span className="font-semibold text-tea-900">
              {view.quantity} × {view.name} ({sizeCode(view.size)})
            </span>
            {view.optionSummary ? <span className="block text-tea-700">{view.optionSummary}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
