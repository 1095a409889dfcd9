import { lineLimitMessage, MAX_LINE_QUANTITY, type BasketLine } from '@domain/basket';
import { basketLineView } from '@domain/basket-line';
import { formatPounds } from '@domain/money';
import type { PricedLine } from '@domain/pricing';
import { sizeCode } from '@domain/sizes';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { ProductPicture } from '../../../components/product-image';
import { cn } from '../../../lib/cn';
import type { LineRef } from '../../../lib/basket';

const stepClasses =
  'inline-flex size-10 items-center justify-center rounded-full bg-white text-tea-800 ring-1 ring-inset ring-tea-400/60 ' +
  'transition-colors hover:bg-cream-200 disabled:opacity-45 disabled:hover:bg-white';

/** A line of 'Your Order': name, size in capitals, quantity, minus (disabled at 1), plus, remove. */
export function OrderLine({
  line,
  priced,
  onIncrement,
  onDecrement,
  onRemove,
  problem = null,
}: {
  line: BasketLine;
  /** Why the menu cannot sell this line as it is now (an ingredient out, too few left); checkout refuses it so. */
  problem?: string | null;
  priced: PricedLine | undefined;
  onIncrement: (line: LineRef) => void;
  onDecrement: (line: LineRef) => void;
  onRemove: (line: LineRef) => void;
}) {
  const view = basketLineView(line);
  const code = sizeCode(view.size);
  const itemName = `${view.name} ${code}`;
  // At the per-line limit + is disabled, and the line says why (the words checkout would refuse with).
  const atLimit = view.quantity >= MAX_LINE_QUANTITY;
  const limitId = useId();
  return (
    <li className="grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-3 py-5 sm:grid-cols-[5rem_1fr_auto] sm:items-center">
      <ProductPicture src={line.image} size={80} className="size-18 rounded-2xl sm:size-20" />
      <div className="min-w-0">
        <h3 className="font-display text-lg font-bold leading-snug">{view.name}</h3>
        <p className="mt-0.5 text-sm text-tea-700">
          <span className="mr-2 inline-block rounded-full bg-cream-200 px-2 py-0.5 text-xs font-bold tracking-wider text-tea-800">
            {code}
          </span>
          {formatPounds(view.unitPrice)} each
        </p>
        {view.optionSummary ? <p className="mt-1 text-sm font-medium text-tea-800">{view.optionSummary}</p> : null}
        {priced && priced.bundledUnits > 0 ? (
          <p className="mt-1 text-sm font-semibold text-matcha-700">{priced.bundledUnits} in a deal</p>
        ) : null}
        {problem ? <p className="mt-1 text-sm font-semibold text-berry-700">{problem}</p> : null}
        {atLimit ? (
          <p id={limitId} className="mt-1 text-sm font-medium text-berry-700">
            {lineLimitMessage(line.name)}
          </p>
        ) : null}
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:justify-end">
        <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${itemName}`}>
          <button
            type="button"
            className={stepClasses}
            disabled={view.quantity <= 1}
            aria-label={`Decrease quantity of ${itemName}`}
            onClick={() => onDecrement(line)}
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <span className="min-w-8 text-center font-display text-xl font-bold tabular-nums">{view.quantity}</span>
          <button
            type="button"
            // aria-disabled rather than disabled: the button keeps focus when the limit is reached, and its
            // description (why) is read when it is focused.
            className={cn(
              stepClasses,
              'aria-disabled:cursor-not-allowed aria-disabled:opacity-45 aria-disabled:hover:bg-white',
            )}
            aria-disabled={atLimit || undefined}
            aria-label={`Increase quantity of ${itemName}`}
            aria-describedby={atLimit ? limitId : undefined}
            onClick={() => (atLimit ? undefined : onIncrement(line))}
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </div>
        <p className="w-20 text-right font-display text-lg font-bold tabular-nums">{formatPounds(view.lineTotal)}</p>
        <button
          type="button"
          aria-label={`Remove ${itemName} from basket`}
          onClick={() => onRemove(line)}
          className="inline-flex size-10 items-center justify-center rounded-full text-berry-700 hover:bg-berry-50"
        >
          <Trash2 aria-hidden className="size-5" />
        </button>
      </div>
    </li>
  );
}
