/**
 * Step 1b of a checkout: price the lines from the catalogue and the promotions active at this moment, with the
 * domain's priceBasket. A price, amount or total sent by a browser never decides what is charged.
 */
import type { Pence } from '@domain/money';
import { priceBasket } from '@domain/pricing';
import type { Size } from '@domain/sizes';
import { optionsKey, optionsSurcharge, type ChosenOption } from '@domain/drink-options';
import { unitPrice } from '@domain/unit-price';
import { isUuid } from '@domain/uuid';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../errors';
import { findProductRows, listPromotions, loadOptionCatalogue } from '../catalogue';
import { chooseOptions } from './checkout-options';
import type { RequestedLine } from './checkout-lines';

export interface PricedOrderLine {
  productId: string;
  /** The catalogue's name at this moment: the order keeps it even if the menu changes. */
  name: string;
  category: string;
  size: Size;
  quantity: number;
  unitPrice: Pence;
  lineSubtotal: Pence;
  discount: Pence;
  bundledUnits: number;
  promotionId: string | null;
  promotionTitle: string | null;
  /** The chosen options as the catalogue names and prices them now (the order's snapshot). */
  options: ChosenOption[];
  /** Their surcharge per unit, inside unitPrice; never discounted. */
  surcharge: Pence;
}

export interface PricedCheckout {
  lines: PricedOrderLine[];
  subtotal: Pence;
  discount: Pence;
  total: Pence;
}

/** Stripe's smallest charge in pounds sterling; the sandbox keeps the same rule. */
export const MINIMUM_CHARGE: Pence = 30;

const gone = (name: string) => invalid(`'${name}' is no longer on the menu. Please remove it from your basket.`);

export async function priceCheckout(db: DbOrTx, requested: readonly RequestedLine[]): Promise<PricedCheckout> {
  const ids = [...new Set(requested.map((line) => line.productId).filter(isUuid))];
  const [rows, promotions, optionCatalogue] = await Promise.all([
    findProductRows(db, ids),
    listPromotions(db, { activeOnly: true }),
    loadOptionCatalogue(db),
  ]);
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));

  const lines = requested.map((line) => {
    const product = isUuid(line.productId) ? byId.get(line.productId.toLowerCase()) : undefined;
    if (!product) throw gone(line.name === 'Unknown Item' ? line.productId : line.name);
    if (product.soldOut) throw invalid(`'${product.name}' is sold out. Please remove it from your basket.`);
    const options = chooseOptions(optionCatalogue, product, line.size, line.optionIds);
    return { product, size: line.size, quantity: line.quantity, options };
  });

  const price = priceBasket(
    lines.map(({ product, size, quantity, options }) => ({
      key: `${product.id}\u0000${size}\u0000${optionsKey(options)}`,
      category: product.category,
      size,
      unitPrice: unitPrice(product, size, options),
      surcharge: optionsSurcharge(options),
      quantity,
    })),
    promotions,
  );
  const titles = new Map(promotions.map((promotion) => [promotion.id, promotion.title]));

  const priced: PricedOrderLine[] = lines.map(({ product, size, quantity, options }, index) => {
    const line = price.lines[index]!;
    return {
      productId: product.id,
      name: product.name,
      category: product.category,
      size,
      quantity,
      unitPrice: line.unitPrice,
      lineSubtotal: line.lineSubtotal,
      discount: line.discount,
      bundledUnits: line.bundledUnits,
      promotionId: line.promotionId,
      promotionTitle: line.promotionId ? (titles.get(line.promotionId) ?? null) : null,
      options,
      surcharge: line.surcharge,
    };
  });
  if (price.total < MINIMUM_CHARGE) throw invalid('An order must come to at least £0.30.');
  return { lines: priced, subtotal: price.subtotal, discount: price.discount, total: price.total };
}
