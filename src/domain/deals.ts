/**
 * Deal nudges: which "buy N for £X" offers a basket is one or two drinks short of, and what finishing one saves.
 *
 * The rules, as decided:
 * - A nudge needs at least one unit of the offer's category and size already in the basket and a part-made bundle
 *   (a requiredQuantity-1 offer is a price override, never "short"); at most two drinks may be missing.
 * - The saving is priced by `priceBasket` itself, as if the missing drinks were the cheapest drink of the category
 *   that is not sold out, at the offer's size. Bundles are formed from the dearest units, so the customer who picks
 *   a dearer drink saves at least as much in the usual case; the promise is exact for the suggested drink.
 * - No nudge when every drink of the category is sold out, the offer is inactive, or finishing it would not lower
 *   the total (a bundle price at or above the drinks' regular prices).
 */
import type { Menu } from './catalogue';
import { optionsSurcharge, type ChosenOption } from './drink-options';
import { formatPounds, type Pence } from './money';
import { priceBasket, type PricedLineInput } from './pricing';
import { bundlePrice, promotionKey, type Promotion } from './promotion';
import type { Size } from './sizes';

/** Most drinks a basket may be short of a deal for a nudge to show. */
export const MAX_NUDGE_SHORTFALL = 2;

export interface DealNudge {
  promotionId: string;
  /** The category's value (its menu anchor is categoryIdFromValue of it). */
  category: string;
  /** The category's display name, as the nudge says it. */
  categoryName: string;
  size: Size;
  /** How many more drinks finish the bundle: 1 or 2. */
  missing: number;
  /** The drink the saving is priced with: the cheapest one available in the category at the offer's size. */
  suggested: { productId: string; name: string; sizePrice: Pence };
  /** What adding `missing` of the suggested drink takes off the basket's total, beyond their own price. */
  saving: Pence;
  /** "Add 1 more Milk Tea to get 3 for £10 (save £1.40)". */
  message: string;
  /** "Until 17:00" when the deal stops today (the menu's word for it), else null. */
  until: string | null;
}

type MenuForDeals = Pick<Menu, 'categories' | 'products'>;

/** £10 for whole pounds, £8.50 otherwise: how an offer is spoken of ("3 for £10"). */
export function formatDealPrice(pence: Pence): string {
  const text = formatPounds(pence);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** "3 for £10". */
export function dealLabel(promotion: Pick<Promotion, 'requiredQuantity' | 'size' | 'priceReg' | 'priceLrg'>): string {
  return `${requiredOf(promotion)} for ${formatDealPrice(bundlePrice(promotion))}`;
}

export function nudgeMessage(nudge: Pick<DealNudge, 'missing' | 'categoryName' | 'saving'>, label: string): string {
  return `Add ${nudge.missing} more ${nudge.categoryName} to get ${label} (save ${formatPounds(nudge.saving)})`;
}

function requiredOf(promotion: Pick<Promotion, 'requiredQuantity'>): number {
  return Math.max(1, Math.floor(promotion.requiredQuantity));
}

function cheapestAvailable(menu: MenuForDeals, category: string, size: Size) {
  let best: DealNudge['suggested'] | null = null;
  for (const product of menu.products) {
    if (product.category !== category || product.soldOut) continue;
    const sizePrice = size === 'reg' ? product.priceReg : product.priceLrg;
    if (!best || sizePrice < best.sizePrice) best = { productId: product.id, name: product.name, sizePrice };
  }
  return best;
}

/** The lines of `missing` suggested drinks, keyed so they never merge with a basket line. */
function suggestedLine(category: string, size: Size, suggested: DealNudge['suggested'], quantity: number) {
  return {
    key: `\u0000deal:${suggested.productId}:${size}`,
    category,
    size,
    unitPrice: suggested.sizePrice,
    surcharge: 0,
    quantity,
  } satisfies PricedLineInput;
}

/**
 * The deals a basket is one or two drinks short of, each with its exact saving, fewest drinks missing first and then
 * the largest saving.
 */
export function nearestDeals(
  basket: readonly PricedLineInput[],
  promotions: readonly (Promotion & { until?: string | null })[],
  menu: MenuForDeals,
): DealNudge[] {
  const before = priceBasket(basket, promotions);
  const units = new Map<string, number>();
  for (const line of basket) {
    const key = promotionKey(line.category, line.size);
    units.set(key, (units.get(key) ?? 0) + Math.max(0, line.quantity));
  }
  const seen = new Set<string>();
  const nudges: DealNudge[] = [];
  for (const promotion of promotions) {
    const key = promotionKey(promotion.category, promotion.size);
    if (!promotion.active || seen.has(key)) continue;
    seen.add(key);
    const have = units.get(key) ?? 0;
    const required = requiredOf(promotion);
    const remainder = have % required;
    if (have === 0 || remainder === 0) continue;
    const missing = required - remainder;
    if (missing > MAX_NUDGE_SHORTFALL) continue;
    const suggested = cheapestAvailable(menu, promotion.category, promotion.size);
    if (!suggested) continue;
    const added = suggestedLine(promotion.category, promotion.size, suggested, missing);
    const after = priceBasket([...basket, added], promotions);
    const saving = before.total + added.unitPrice * missing - after.total;
    if (saving <= 0) continue;
    const categoryName =
      menu.categories.find((category) => category.value === promotion.category)?.displayName ?? promotion.category;
    const nudge = { promotionId: promotion.id, category: promotion.category, categoryName, size: promotion.size };
    const message = nudgeMessage({ missing, categoryName, saving }, dealLabel(promotion));
    nudges.push({ ...nudge, missing, suggested, saving, message, until: promotion.until ?? null });
  }
  return nudges.sort((a, b) => a.missing - b.missing || b.saving - a.saving);
}

/** A drink about to be added, as the Size dialog knows it. */
export interface DrinkToAdd {
  category: string;
  size: Size;
  /** Its size price plus the chosen options' surcharges. */
  unitPrice: Pence;
  options?: readonly ChosenOption[];
  quantity: number;
}

/**
 * "This makes 3 for £10" when adding the drink forms one more bundle that lowers the total, else null: the Size
 * dialog's word that the drink completes a deal.
 */
export function dealMadeBy(
  basket: readonly PricedLineInput[],
  promotions: readonly Promotion[],
  drink: DrinkToAdd,
): string | null {
  if (drink.quantity < 1) return null;
  const line: PricedLineInput = {
    key: '\u0000deal:adding',
    category: drink.category,
    size: drink.size,
    unitPrice: drink.unitPrice,
    surcharge: optionsSurcharge(drink.options),
    quantity: drink.quantity,
  };
  const before = priceBasket(basket, promotions);
  const after = priceBasket([...basket, line], promotions);
  const key = promotionKey(drink.category, drink.size);
  const made = after.bundles.find((bundle) => promotionKey(bundle.category, bundle.size) === key);
  if (!made) return null;
  const had = before.bundles.find((bundle) => bundle.promotionId === made.promotionId)?.count ?? 0;
  if (made.count <= had || after.total >= before.total + line.unitPrice * line.quantity) return null;
  const promotion = promotions.find((candidate) => candidate.id === made.promotionId);
  // A one-drink offer is a price, not a deal to complete.
  return promotion && requiredOf(promotion) > 1 ? `This makes ${dealLabel(promotion)}` : null;
}
