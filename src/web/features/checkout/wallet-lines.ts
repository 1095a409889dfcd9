import type { BasketLine } from '@domain/basket';
import { FREE_DRINK_LINE, type BasketPrice } from '@domain/pricing';
import { sizeCode } from '@domain/sizes';
import type { WalletLine } from './payment/wallet-payment';

/**
 * The wallet sheet's display items: each line at its menu price, then the promotions as one negative line, then the
 * stamp card's free drink as its own (`totals` priced with it when it was unlocked). They add up to `totals.total`.
 */
export function walletLines(lines: readonly BasketLine[], totals: BasketPrice): WalletLine[] {
  const items = lines.map((line, index) => ({
    name: `${line.quantity} × ${line.name} (${sizeCode(line.size)})`,
    amount: totals.lines[index]?.lineSubtotal ?? line.price * line.quantity,
  }));
  if (totals.discount > 0) items.push({ name: 'Promotion Discount', amount: -totals.discount });
  if (totals.freeDrink) items.push({ name: FREE_DRINK_LINE, amount: -totals.freeDrink.amount });
  return items;
}
