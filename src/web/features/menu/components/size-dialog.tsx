import { lineLimitMessage, MAX_LINE_QUANTITY } from '@domain/basket';
import type { Product } from '@domain/catalogue';
import { formatPounds } from '@domain/money';
import type { Promotion } from '@domain/promotion';
import { sizeCode, sizeName, type Size } from '@domain/sizes';
import { unitPrice } from '@domain/unit-price';
import { basketLineView } from '@domain/basket-line';
import { Tag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/dialog';
import { ProductImage } from '../../../components/product-image';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { formatDeal } from '../../../lib/format';

export interface SizeChoice {
  product: Product;
  size: Size;
}

/**
 * Spec §2: choosing a size opens this dialog: the product name, a quantity stepper (minimum 1), 'Add N to Basket'
 * and Cancel.
 */
export function SizeDialog({
  choice,
  promotion,
  inBasket,
  onClose,
  onAdd,
}: {
  choice: SizeChoice | null;
  promotion: Promotion | undefined;
  /** How many of this product and size the basket already holds: together they stay within the per-line limit. */
  inBasket: number;
  onClose: () => void;
  onAdd: (choice: SizeChoice, quantity: number) => void;
}) {
  return (
    <Dialog open={choice !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {choice ? (
        // Keyed by product and size, so every opening starts again at 1.
        <SizeDialogBody
          key={`${choice.product.id}-${choice.size}`}
          choice={choice}
          promotion={promotion}
          inBasket={inBasket}
          onAdd={onAdd}
        />
      ) : null}
    </Dialog>
  );
}

function SizeDialogBody({
  choice,
  promotion,
  inBasket,
  onAdd,
}: {
  choice: SizeChoice;
  promotion: Promotion | undefined;
  inBasket: number;
  onAdd: (choice: SizeChoice, quantity: number) => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const { product, size } = choice;
  const line = basketLineView({ name: product.name, size, price: unitPrice(product, size), quantity });
  const room = Math.max(0, MAX_LINE_QUANTITY - inBasket);
  const limitHint = `${lineLimitMessage(product.name)}${inBasket > 0 ? ` ${inBasket} already in your basket.` : ''}`;
  return (
    <DialogContent>
      <div className="flex items-start gap-4">
        <ProductImage
          src={product.image}
          alt=""
          width={80}
          height={80}
          loading="eager"
          className="size-20 shrink-0 rounded-2xl"
        />
        <div className="min-w-0">
          <DialogTitle>{product.name}</DialogTitle>
          <DialogDescription>
            {sizeName(size)} ({sizeCode(size)}) · {formatPounds(line.unitPrice)} each
          </DialogDescription>
        </div>
      </div>

      {promotion ? (
        <p className="mt-4 flex items-center gap-2 rounded-2xl bg-berry-50 px-3 py-2 text-sm font-semibold text-berry-700">
          <Tag aria-hidden className="size-4 shrink-0" />
          {promotion.title}: {formatDeal(promotion)}, applied in your basket.
        </p>
      ) : null}

      <div className="mt-6 flex flex-col items-center gap-2">
        <QuantityStepper value={quantity} onChange={setQuantity} min={1} max={Math.max(1, room)} maxHint={limitHint} />
        <p className="text-sm text-tea-700 tabular-nums">
          {line.quantity} × {formatPounds(line.unitPrice)} = {formatPounds(line.lineTotal)}
        </p>
      </div>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button disabled={room === 0} onClick={() => onAdd(choice, quantity)}>
          Add {quantity} to Basket
        </Button>
      </div>
    </DialogContent>
  );
}
