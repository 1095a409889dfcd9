import { lineLimitMessage, MAX_LINE_QUANTITY } from '@domain/basket';
import type { Product } from '@domain/catalogue';
import { formatPounds } from '@domain/money';
import type { DrinkToAdd } from '@domain/deals';
import type { Promotion } from '@domain/promotion';
import { sizeCode, sizeName, type Size } from '@domain/sizes';
import { unitPrice } from '@domain/unit-price';
import { allergenSummary } from '@domain/allergens';
import { defaultChoices, optionPrice, optionSummary, validateChoices, type ChosenOption } from '@domain/drink-options';
import { basketLineView } from '@domain/basket-line';
import { Clock, Tag } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../button';
import { ModalDialog } from '../modal-dialog';
import { ProductPicture } from '../product-image';
import { QuantityStepper } from '../quantity-stepper';
import { formatDeal } from '../../lib/format';
import { OptionGroups } from './option-groups';

export interface SizeChoice {
  product: Product;
  size: Size;
  /** A line being changed (the till's tap on a basket line): the dialog starts from its options and quantity. */
  from?: { optionIds: readonly string[]; quantity: number };
  /** The size may be changed in the dialog too (the till, where a tap on a tile adds a REG). */
  sizeInDialog?: boolean;
}

const addLabel = (quantity: number) => `Add ${quantity} to Basket`;

interface SizeDialogProps {
  choice: SizeChoice;
  /** The main button's words for a quantity; "Add N to Basket" unless the caller says otherwise. */
  actionLabel?: (quantity: number) => string;
  /** Said above Add N to Basket: while online orders are paused, the drink is for a later pickup time. */
  note?: string | null;
  promotion: Promotion | undefined;
  /** "This makes 3 for £10" when adding this drink completes a deal in the basket (the domain's dealMadeBy). */
  dealMade: (drink: DrinkToAdd) => string | null;
  /**
   * How many of this product, size and options the basket already holds: together they stay within the per-line
   * limit.
   */
  inBasket: (options: readonly ChosenOption[]) => number;
  onClose: () => void;
  onAdd: (choice: SizeChoice, quantity: number, options: ChosenOption[]) => void;
}

/**
 * Choosing a size opens this dialog: the product name, a quantity stepper (minimum 1), 'Add N to Basket'
 * and Cancel.
 */
export function SizeDialog({ choice, ...props }: Omit<SizeDialogProps, 'choice'> & { choice: SizeChoice | null }) {
  // Keyed by product and size, so every opening starts again at 1.
  return choice ? <SizeDialogBody key={`${choice.product.id}-${choice.size}`} choice={choice} {...props} /> : null;
}

function SizeDialogBody({
  choice,
  promotion,
  inBasket,
  dealMade,
  onAdd,
  onClose,
  note = null,
  actionLabel = addLabel,
}: SizeDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const noteId = useId();
  const [quantity, setQuantity] = useState(choice.from?.quantity ?? 1);
  const { product } = choice;
  const [size, setSize] = useState<Size>(choice.size);
  const groups = useMemo(() => product.optionGroups ?? [], [product]);
  // The defaults are preselected, so a drink can be added without another click; a line being changed keeps its own.
  const [chosenIds, setChosenIds] = useState(() => (choice.from ? [...choice.from.optionIds] : defaultChoices(groups)));
  const checked = validateChoices(product.name, groups, chosenIds, { size });
  const options: ChosenOption[] = checked.ok
    ? checked.options
    : groups.flatMap((group) =>
        group.options
          .filter((option) => chosenIds.includes(option.id))
          .map((option) => ({ id: option.id, groupId: group.id, name: option.name, price: optionPrice(option, size) })),
      );
  const price = unitPrice(product, size, options);
  const made = dealMade({ category: product.category, size, unitPrice: price, options, quantity });
  const line = basketLineView({ name: product.name, size, price, quantity, options });
  const already = inBasket(options);
  const room = Math.max(0, MAX_LINE_QUANTITY - already);
  const limitHint = `${lineLimitMessage(product.name)}${already > 0 ? ` ${already} already in your basket.` : ''}`;
  return (
    // A column the height of the screen at most: the options scroll, and the footer with the quantity and Add N to
    // Basket stays in view whatever the options, on a phone too.
    <ModalDialog
      labelledBy={titleId}
      describedBy={note ? `${descriptionId} ${noteId}` : descriptionId}
      onClose={onClose}
      className="flex max-h-[calc(100dvh-2rem)] flex-col overflow-hidden p-0 sm:p-0"
    >
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 pt-6 pb-4 sm:px-7 sm:pt-7">
        <div className="flex items-start gap-4">
          <ProductPicture src={product.image} size={80} loading="eager" className="size-20 shrink-0 rounded-2xl" />
          <div className="min-w-0">
            <h2 id={titleId} className="font-display text-2xl font-bold text-tea-900">
              {product.name}
            </h2>
            <p id={descriptionId} className="mt-1 text-tea-700">
              {sizeName(size)} ({sizeCode(size)}) · {formatPounds(line.unitPrice)} each
            </p>
          </div>
        </div>

        {product.allergens ? (
          <p className="mt-4 text-sm text-tea-800">
            <span className="font-bold">Allergens:</span> {allergenSummary(product.allergens)}
          </p>
        ) : null}

        {choice.sizeInDialog ? <SizeSwitch size={size} onChange={setSize} /> : null}

        {groups.length ? <OptionGroups groups={groups} size={size} chosen={chosenIds} onChange={setChosenIds} /> : null}

        {promotion ? (
          <div className="mt-4 rounded-2xl bg-berry-50 px-3 py-2 text-sm font-semibold text-berry-700">
            <p className="flex items-center gap-2">
              <Tag aria-hidden className="size-4 shrink-0" />
              {promotion.title}: {formatDeal(promotion)}, applied in your basket.
            </p>
            {/* Polite, and changed only when the quantity or options make or unmake a deal. */}
            <p role="status" aria-live="polite" className="mt-1 pl-6 text-base font-bold empty:hidden">
              {made}
            </p>
          </div>
        ) : null}
      </div>

      <div className="shrink-0 border-t border-tea-900/10 bg-cream-50 px-4 pt-3 pb-4 shadow-[0_-8px_16px_-12px_rgb(0_0_0/0.25)] sm:px-7 sm:pb-6">
        <div className="flex items-center justify-between gap-3">
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            min={1}
            max={Math.max(1, room)}
            maxHint={limitHint}
            className="justify-start"
          />
          <Button variant="secondary" className="shrink-0" onClick={onClose}>
            Cancel
          </Button>
        </div>
        <p className="mt-2 line-clamp-2 text-sm text-tea-700">
          <span className="tabular-nums">
            {line.quantity} × {formatPounds(line.unitPrice)} = {formatPounds(line.lineTotal)}
          </span>
          {optionSummary(options) ? ` · ${optionSummary(options)}` : null}
        </p>
        {note ? (
          <p
            id={noteId}
            className="mt-2 flex items-start gap-1.5 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-tea-900 ring-1 ring-amber-500/40"
          >
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {note}
          </p>
        ) : null}
        {checked.ok ? null : (
          <p role="alert" className="mt-1 text-sm font-semibold text-berry-700">
            {checked.hint}
          </p>
        )}
        <Button
          disabled={room === 0 || !checked.ok}
          onClick={() => checked.ok && onAdd({ ...choice, size }, quantity, checked.options)}
          className="mt-3 w-full justify-between"
        >
          <span>{actionLabel(quantity)}</span>
          {/* Shown beside the words; the button's name stays "Add N to Basket" (the line above says the price). */}
          <span aria-hidden className="tabular-nums">
            {formatPounds(line.lineTotal)}
          </span>
        </Button>
      </div>
    </ModalDialog>
  );
}

/** REG or LRG, as two large radio buttons: only where the dialog may change the size (the till). */
function SizeSwitch({ size, onChange }: { size: Size; onChange: (size: Size) => void }) {
  const name = useId();
  return (
    <fieldset className="mt-4">
      <legend className="font-bold text-tea-900">Size</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(['reg', 'lrg'] as const).map((value) => (
          <label
            key={value}
            className="flex h-12 cursor-pointer items-center justify-center gap-2 rounded-2xl bg-white font-semibold ring-1 ring-tea-400/60 has-checked:bg-tea-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-taro-600"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={size === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {sizeName(value)} ({sizeCode(value)})
          </label>
        ))}
      </div>
    </fieldset>
  );
}
