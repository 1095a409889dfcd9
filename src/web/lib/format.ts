/**
 * Display formats shared by several screens. Money itself is formatted by the domain's formatPounds (integer pence).
 */
import { formatPounds, type Pence } from '@domain/money';
import { bundlePrice, type Promotion } from '@domain/promotion';
import { sizeCode } from '@domain/sizes';

/** Calories as "250 cal.", or "N/A cal." when unknown. */
export function formatCalories(calories: number | null | undefined): string {
  return typeof calories === 'number' && Number.isFinite(calories) ? `${calories} cal.` : 'N/A cal.';
}

/** "1 item", "3 items". */
export function formatItemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The basket link's accessible name: "Basket, empty" or "Basket, 3 items". */
export function basketLinkLabel(count: number): string {
  return count === 0 ? 'Basket, empty' : `Basket, ${formatItemCount(count)}`;
}

/** A bundle in a few words, e.g. "2 for £8.50" (the size is said by where it is shown). */
export function formatBundle(
  promotion: Pick<Promotion, 'requiredQuantity' | 'size' | 'priceReg' | 'priceLrg'>,
): string {
  return `${Math.max(1, Math.floor(promotion.requiredQuantity))} for ${formatPounds(bundlePrice(promotion))}`;
}

/** A promotion's deal in a few words, e.g. "Any 2 LRG for £8.50" ("Buy N for £price"). */
export function formatDeal(promotion: Pick<Promotion, 'requiredQuantity' | 'size' | 'priceReg' | 'priceLrg'>): string {
  const quantity = Math.max(1, Math.floor(promotion.requiredQuantity));
  const price: Pence = bundlePrice(promotion);
  return `Any ${quantity} ${sizeCode(promotion.size)} for ${formatPounds(price)}`;
}
