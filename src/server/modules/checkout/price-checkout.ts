/**
 * Step 1b of a checkout: price the lines from the catalogue and the promotions running at this moment on the shop's
 * clock (active, and within their days and hours), with the domain's priceBasket. A price, amount or total sent by a
 * browser never decides what is charged.
 */
import { runningDeals } from '@domain/deal-schedule';
import { chargeRefusal } from '@domain/free-order';
import type { Pence } from '@domain/money';
import { priceBasket, type FreeDrinkRule } from '@domain/pricing';
import type { Size } from '@domain/sizes';
import { optionsKey, optionsSurcharge, type ChosenOption } from '@domain/drink-options';
import { unitPrice } from '@domain/unit-price';
import { isUuid } from '@domain/uuid';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../errors';
import { findProductRows, listPromotions, loadOptionCatalogue } from '../catalogue';
import { chooseOptions } from './checkout-options';
import { readCartItems, type RequestedLine } from './checkout-lines';

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
  /** The stamp card's free drink: the line it fell on and what it took off; null when none was asked for or fits. */
  freeDrink: { line: number; amount: Pence } | null;
}

const gone = (name: string) => invalid(`'${name}' is no longer on the menu. Please remove it from your basket.`);

export async function priceCheckout(
  db: DbOrTx,
  requested: readonly RequestedLine[],
  freeDrinkRule: FreeDrinkRule | null,
  /** The shop's time the basket is priced at: a deal counts only while it runs. */
  now: Date,
): Promise<PricedCheckout> {
  const ids = [...new Set(requested.map((line) => line.productId).filter(isUuid))];
  const [rows, active, optionCatalogue] = await Promise.all([
    findProductRows(db, ids),
    listPromotions(db, { activeOnly: true }),
    loadOptionCatalogue(db),
  ]);
  const promotions = runningDeals(active, now);
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));

  const lines = requested.map((line) => {
    const product = isUuid(line.productId) ? byId.get(line.productId.toLowerCase()) : undefined;
    if (!product) throw gone(line.name === 'Unknown Item' ? line.productId : line.name);
    if (product.soldOut) throw invalid(`'${product.name}' is sold out. Please remove it from your basket.`);
    const options = chooseOptions(optionCatalogue, product, line.size, line.optionIds);
    return { product, size: line.size, quantity: line.quantity, options };
  });

  const priced = pricePicks(
    lines,
    promotions,
    ({ product, size, options }) => [product.id, size, optionsKey(options)].join('\u0000'),
    freeDrinkRule,
  );
  // Under the smallest charge only a free order (the stamp card's reward alone takes it to £0.00) may go on.
  const refusal = chargeRefusal(priced);
  if (refusal) throw invalid(refusal);
  return priced;
}

/** A line as chosen: the product (its prices now), size, quantity and the options as the catalogue prices them. */
export interface PickedLine {
  product: { id: string; name: string; category: string; priceReg: Pence; priceLrg: Pence };
  size: Size;
  quantity: number;
  options: ChosenOption[];
}

/**
 * The chosen lines priced together with the promotions given, as an order records them (the catalogue's names, the
 * promotion's title). `keyOf` names each line; where two units cost the same, it decides which line a deal counts on.
 */
export function pricePicks(
  picks: readonly PickedLine[],
  promotions: readonly (Parameters<typeof priceBasket>[1][number] & { title: string })[],
  keyOf: (pick: PickedLine, index: number) => string,
  freeDrinkRule: FreeDrinkRule | null = null,
): PricedCheckout {
  const price = priceBasket(
    picks.map((pick, index) => ({
      key: keyOf(pick, index),
      category: pick.product.category,
      size: pick.size,
      unitPrice: unitPrice(pick.product, pick.size, pick.options),
      surcharge: optionsSurcharge(pick.options),
      quantity: pick.quantity,
      regPrice: pick.product.priceReg,
    })),
    promotions,
    freeDrinkRule,
  );
  const titles = new Map(promotions.map((promotion) => [promotion.id, promotion.title]));
  const lines: PricedOrderLine[] = picks.map(({ product, size, quantity, options }, index) => {
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
  const freeDrink = price.freeDrink ? { line: price.freeDrink.line, amount: price.freeDrink.amount } : null;
  return { lines, subtotal: price.subtotal, discount: price.discount, total: price.total, freeDrink };
}

/**
 * A basket from the till, as the browser sent it, read and priced with the same steps as a checkout's (with the stamp
 * card's free drink when the sale uses it).
 */
export function priceTillBasket(
  db: DbOrTx,
  cartItems: unknown,
  now: Date,
  freeDrinkRule: FreeDrinkRule | null = null,
): Promise<PricedCheckout> {
  return priceCheckout(db, readCartItems(cartItems), freeDrinkRule, now);
}
