/**
 * A basket put in place before a journey's first page: the lines a customer would have added, saved where the shop
 * keeps them, before the page's own code runs.
 */
import type { Page } from '@playwright/test';
import type { BasketLine } from '../../src/domain/basket';
import type { Product } from '../../src/domain/catalogue';

/** A saved line of this drink, at its price for the size (a saved line without options takes the drink's defaults). */
export function basketLine(product: Product, size: 'reg' | 'lrg', quantity: number): BasketLine {
  return {
    id: product.id,
    name: product.name,
    size,
    quantity,
    category: product.category,
    image: product.image,
    price: size === 'reg' ? product.priceReg : product.priceLrg,
  };
}

/**
 * Saves these lines as the tab's basket before its first page loads, once per tab, so the basket the journey then
 * changes (adds to, pays, clears) is not put back on the next page. Cookies are declined unless `consent` is false,
 * which leaves the banner up.
 */
export async function withBasket(page: Page, lines: BasketLine[], { consent = true } = {}): Promise<void> {
  await page.addInitScript(
    ({ stored, decline }) => {
      if (decline) window.localStorage.setItem('pearl.cookie-consent', 'rejected');
      if (!window.sessionStorage.getItem('pearl.e2e-basket-set')) {
        window.localStorage.setItem('pearl.cart', stored);
        window.sessionStorage.setItem('pearl.e2e-basket-set', '1');
      }
    },
    { stored: JSON.stringify(lines), decline: consent },
  );
}
