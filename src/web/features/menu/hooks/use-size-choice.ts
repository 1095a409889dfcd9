import { basketItemOf, lineKey, pricingLines } from '@domain/basket';
import { dealMadeBy, type DrinkToAdd } from '@domain/deals';
import type { Product } from '@domain/catalogue';
import { optionSummary, type ChosenOption } from '@domain/drink-options';
import { sizeCode, type Size } from '@domain/sizes';
import { startTransition, useCallback, useState } from 'react';
import { useToast } from '../../../components/toast';
import { useBasket } from '../../../lib/basket';
import { whenSizeDialogReady } from '../components/lazy-size-dialog';
import type { SizeChoice } from '../../../components/size-dialog/size-dialog';

/**
 * The Size dialog's drink (the product and size pressed on a card), and what its Add 1 to Basket does: the line goes
 * into the basket, the dialog closes and a toast says what was added.
 */
export function useSizeChoice() {
  const basket = useBasket();
  const toast = useToast();
  const [choice, setChoice] = useState<SizeChoice | null>(null);

  const addNow = ({ product, size }: SizeChoice, quantity: number, options: ChosenOption[]) => {
    basket.add(basketItemOf(product, size, options), quantity);
    setChoice(null);
    toast({
      title: 'Added to your basket',
      description: `${quantity} × ${product.name} (${sizeCode(size)})${options.length ? ` · ${optionSummary(options)}` : ''}`,
      tone: 'success',
    });
  };
  // Interaction to Next Paint: what a press on Add 1 to Basket changes (the dialog closing, the basket, the product's
  // card, the header and the toast) is drawn in a transition, so the browser paints the press first rather than after
  // the whole redraw.
  const add = (picked: SizeChoice, quantity: number, options: ChosenOption[]) =>
    startTransition(() => addNow(picked, quantity, options));

  // Opening the Size dialog: when its code is already here, the press opens it, drawn in a transition too, so the
  // press is painted first. When the press had to fetch the code, that frame has long been painted by the time it
  // arrives, and the dialog is drawn at once, in one go: split into a transition's slices it would show later.
  // Kept the same between renders, so product cards skip re-rendering (ProductCard is memoised).
  const chooseSize = useCallback(
    (product: Product, size: Size) =>
      whenSizeDialogReady((pressed) =>
        pressed ? startTransition(() => setChoice({ product, size })) : setChoice({ product, size }),
      ),
    [],
  );

  /** How many of the chosen drink, with these options, the basket already holds. */
  const inBasket = (options: readonly ChosenOption[]) =>
    choice
      ? (basket.lines.find(
          (line) => lineKey(line) === lineKey({ name: choice.product.name, size: choice.size, options: [...options] }),
        )?.quantity ?? 0)
      : 0;

  /** "This makes 3 for £10" when the drink the dialog would add completes a deal in this basket, else null. */
  const dealMade = (drink: DrinkToAdd) => dealMadeBy(pricingLines(basket.lines), basket.promotions, drink);

  return { choice, chooseSize, add, inBasket, dealMade, close: () => setChoice(null) };
}
