import { addToBasket, basketTotalsWithCard, pricingLines, type BasketItem } from '@domain/basket';
import { basketLineView } from '@domain/basket-line';
import type { Product } from '@domain/catalogue';
import type { MenuAnswer } from '@domain/contracts/menu';
import { nearestDeals } from '@domain/deals';
import { defaultLineOf } from '@domain/till';
import { useCallback, useEffect, useRef } from 'react';
import { whenIdle } from '../../../lib/after-next-paint';

/** How long one slice of the idle work may run before a tap can come in: a small part of a frame. */
const SLICE_MS = 4;

/**
 * Each drink's one-tap line (its default options, priced), worked out while the till is idle once the menu is on
 * screen, so that a tap on a tile takes it ready-made. The first of them is then priced once as a sale is priced
 * (totals, deals, nudges, the line's view), and the answer dropped: a browser compiles code the first time it runs,
 * and on a slow tablet compiling the whole of the basket's pricing inside the day's first tap cost that tap its frame.
 * Kept by product: the menu's query keeps an unchanged product the same object, and a changed one (sold out, an
 * option gone) is a new object, worked out again.
 */
export function useDefaultLines(menu: MenuAnswer | undefined): (product: Product) => BasketItem | null {
  const lines = useRef(new WeakMap<Product, BasketItem | null>());
  useEffect(() => {
    if (!menu) return;
    let stopped = false;
    void (async () => {
      const pending = [...menu.products];
      let first: BasketItem | null = null;
      while (pending.length > 0) {
        await whenIdle();
        if (stopped) return;
        const until = performance.now() + SLICE_MS;
        for (let product = pending.shift(); product; product = pending.shift()) {
          const line = lines.current.has(product) ? lines.current.get(product)! : defaultLineOf(product);
          lines.current.set(product, line);
          first ??= line;
          if (performance.now() > until) break;
        }
      }
      if (!first) return;
      await whenIdle();
      if (stopped) return;
      const sale = addToBasket([], first);
      basketTotalsWithCard(sale, menu.promotions, { card: null, freeDrink: false }, menu.products);
      nearestDeals(pricingLines(sale), menu.promotions, menu);
      basketLineView(sale[0]!);
    })();
    return () => {
      stopped = true;
    };
  }, [menu]);
  return useCallback((product: Product) => {
    const known = lines.current.get(product);
    if (known !== undefined) return known;
    const line = defaultLineOf(product);
    lines.current.set(product, line);
    return line;
  }, []);
}
