import { basketTotals, type BasketItem, type BasketLine } from '@domain/basket';
import type { BasketPrice } from '@domain/pricing';
import type { MenuPromotion } from '@domain/promotion';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { useMenu } from '../menu/get-menu';
import { useHydrated } from '../use-hydrated';
import { basketReducer, type BasketState, type LineRef } from './basket-reducer';
import { BASKET_STORAGE_KEY, browserStorage, loadBasket, saveBasket } from './basket-storage';

export interface Basket {
  lines: BasketLine[];
  /**
   * False while the stored basket is not read yet: on the server and while a server-rendered page hydrates, the
   * basket is drawn empty (the server cannot see local storage), and screens show a neutral state.
   */
  ready: boolean;
  /** Subtotal, promotion discount, total, item count and the bundles applied (domain basketTotals). */
  totals: BasketPrice;
  /** The deals running now that the totals were priced with (from the menu, which carries only those). */
  promotions: readonly MenuPromotion[];
  /** Increases on every change made to the basket (the floating button pulses on it). */
  changes: number;
  add(item: BasketItem, quantity?: number): void;
  setQuantity(line: LineRef, quantity: number): void;
  increment(line: LineRef): void;
  decrement(line: LineRef): void;
  /** Removes one line, by name and size. */
  remove(line: LineRef): void;
  /** Removes every size of a product, by id (the menu's Reset button). */
  removeProduct(productId: string): void;
  /** Empties the basket and its stored copy. */
  clear(): void;
}

const BasketContext = createContext<Basket | null>(null);
const noPromotions: readonly MenuPromotion[] = [];

function initialState(storageReadable: boolean): BasketState {
  return { lines: storageReadable ? loadBasket(browserStorage()) : [], changes: 0 };
}

export function BasketProvider({ children }: { children: ReactNode }) {
  // Local storage is readable in a browser render, not on the server nor while a server-drawn page hydrates.
  const storageReadable = useHydrated();
  const [state, dispatch] = useReducer(basketReducer, storageReadable, initialState);
  const [loaded, setLoaded] = useState(storageReadable);
  const menu = useMenu();
  const promotions = menu.data?.promotions ?? noPromotions;
  const products = menu.data?.products;

  // A server-drawn page: the stored basket is read once it has hydrated, in a transition, which waits for a part of
  // the page still hydrating (its code on the way) rather than throw that part away and draw it again.
  useEffect(() => {
    if (loaded) return;
    startTransition(() => {
      dispatch({ type: 'load', lines: loadBasket(browserStorage()) });
      setLoaded(true);
    });
  }, [loaded]);

  // Saved on every change (never the empty basket drawn before the stored one was read), in the commit that
  // shows it: a page left the moment the basket's count changed on screen still has it stored.
  useLayoutEffect(() => {
    if (loaded) saveBasket(browserStorage(), state.lines);
  }, [loaded, state.lines]);

  // Another tab changed the basket: take its version, so both tabs show the same basket.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === BASKET_STORAGE_KEY || event.key === null) {
        dispatch({ type: 'replace', lines: loadBasket(browserStorage()) });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (products) dispatch({ type: 'syncWithMenu', products });
  }, [products]);

  const add = useCallback((item: BasketItem, quantity = 1) => dispatch({ type: 'add', item, quantity }), []);
  const setQuantity = useCallback(
    (line: LineRef, quantity: number) => dispatch({ type: 'setQuantity', line, quantity }),
    [],
  );
  const increment = useCallback((line: LineRef) => dispatch({ type: 'changeQuantity', line, delta: 1 }), []);
  const decrement = useCallback((line: LineRef) => dispatch({ type: 'changeQuantity', line, delta: -1 }), []);
  const remove = useCallback((line: LineRef) => dispatch({ type: 'remove', line }), []);
  const removeProduct = useCallback((productId: string) => dispatch({ type: 'removeProduct', productId }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);

  const totals = useMemo(() => basketTotals(state.lines, promotions), [state.lines, promotions]);

  const value = useMemo<Basket>(
    () => ({
      lines: state.lines,
      ready: loaded,
      totals,
      promotions,
      changes: state.changes,
      add,
      setQuantity,
      increment,
      decrement,
      remove,
      removeProduct,
      clear,
    }),
    [state, loaded, totals, promotions, add, setQuantity, increment, decrement, remove, removeProduct, clear],
  );

  return <BasketContext value={value}>{children}</BasketContext>;
}

export function useBasket(): Basket {
  const basket = use(BasketContext);
  if (!basket) throw new Error('useBasket must be used inside <BasketProvider>.');
  return basket;
}
