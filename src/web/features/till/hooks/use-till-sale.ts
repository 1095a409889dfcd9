import {
  addToBasket,
  basketTotalsWithCard,
  cartItemsOf,
  pricingLines,
  removeLine,
  type BasketItem,
  type BasketLine,
} from '@domain/basket';
import type { AwaitingOrder } from '@domain/contracts/kiosk';
import type { MenuAnswer } from '@domain/contracts/menu';
import type { StampCardLookupAnswer, TillSaleAnswer, TillSaleBody } from '@domain/contracts/till';
import { nearestDeals } from '@domain/deals';
import { changeDue } from '@domain/till';
import { useCallback, useMemo, useState } from 'react';
import { useTillCalls } from '../api/till-sales';

/** A new key for each sale: the server makes one order of every call carrying it and the same basket. */
const newSaleKey = () => crypto.randomUUID();

interface SaleState {
  key: string;
  lines: BasketLine[];
  /** The cash given, in pence; null until staff tap or type it. */
  tendered: number | null;
  cupName: string;
  email: string;
  /** The order rung up for a card on the reader: the basket is fixed from then on. */
  orderId: string | null;
  /** The reader: waiting for a card, or what it said of the last one. */
  card: { waiting: boolean; message: string | null } | null;
  /** The sale just completed: its number shown large until the next sale starts. */
  done: TillSaleAnswer | null;
  /** A kiosk order taken from Awaiting payment: its basket and total are the server's, fixed. */
  awaiting: AwaitingOrder | null;
  /** The stamp card whose counter code was typed or scanned: the sale earns on it (instead of an e-mail). */
  stampCard: StampCardLookupAnswer | null;
  /** Whether the sale uses the card's free drink. */
  freeDrink: boolean;
}

const freshSale = (): SaleState => ({
  key: newSaleKey(),
  lines: [],
  tendered: null,
  cupName: '',
  email: '',
  orderId: null,
  card: null,
  done: null,
  awaiting: null,
  stampCard: null,
  freeDrink: false,
});

/** The line that took the old one's place stays where the old one was. */
function replaced(lines: BasketLine[], old: BasketLine, item: BasketItem, quantity: number): BasketLine[] {
  const index = lines.indexOf(old);
  const added = addToBasket(removeLine(lines, old), item, quantity);
  if (added.length !== lines.length || index < 0) return added;
  return [...added.slice(0, index), added.at(-1)!, ...added.slice(index, -1)];
}

/**
 * One sale at the till: its lines (the domain's basket functions), priced live with the menu's promotions exactly as
 * the storefront prices a basket, the cash given and the change, Complete, and Charge on the card reader. A completed
 * sale stays on screen with its number until the next tap on a drink starts the next sale.
 */
export function useTillSale(menu: MenuAnswer | undefined) {
  const [sale, setSale] = useState<SaleState>(freshSale);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const calls = useTillCalls();
  const promotions = useMemo(() => menu?.promotions ?? [], [menu]);
  const { awaiting, stampCard, freeDrink } = sale;
  const price = useMemo(() => {
    // The free drink priced as the server will price it: the domain's priceBasket with the card's categories.
    const live = basketTotalsWithCard(sale.lines, promotions, { card: stampCard, freeDrink }, menu?.products ?? []);
    return awaiting ? { ...live, subtotal: awaiting.total, total: awaiting.total } : live;
  }, [sale.lines, promotions, awaiting, stampCard, freeDrink, menu]);
  const hasItems = sale.lines.length > 0 || awaiting !== null;
  const nudges = useMemo(
    () => (menu && sale.lines.length ? nearestDeals(pricingLines(sale.lines), promotions, menu) : []),
    [menu, sale.lines, promotions],
  );
  const change = sale.tendered === null ? null : changeDue(price.total, sale.tendered);

  /** Starts the next sale when the last one is still shown; otherwise changes this one. */
  // The same functions at every render (they only use state setters), so that the menu's tiles, given `add`, are not
  // drawn again for each tap: at a till a tap must paint at once.
  const edit = useCallback((update: (state: SaleState) => Partial<SaleState>) => {
    setError(null);
    setSale((state) => {
      const base = state.done ? freshSale() : state;
      return { ...base, ...update(base) };
    });
  }, []);
  /** The basket, changed only while no card payment is under way for it. */
  const editLines = useCallback(
    (update: (lines: BasketLine[]) => BasketLine[]) =>
      edit((state) => (state.orderId && !state.done ? {} : { lines: update(state.lines) })),
    [edit],
  );
  const add = useCallback(
    (item: BasketItem, quantity = 1) => editLines((lines) => addToBasket(lines, item, quantity)),
    [editLines],
  );

  /** The card the code named (null: taken off the sale); the free drink goes with it. Fixed once rung up. */
  const setStampCard = useCallback(
    (stampCard: StampCardLookupAnswer | null) =>
      edit((state) => (state.orderId ? {} : { stampCard, freeDrink: false, email: '' })),
    [edit],
  );

  /** Whether the sale uses the card's free drink: only while one waits on it, and until the sale is rung up. */
  const setFreeDrink = useCallback(
    (use: boolean) =>
      edit((state) =>
        state.orderId || !state.stampCard || state.stampCard.rewardsWaiting < 1 ? {} : { freeDrink: use },
      ),
    [edit],
  );
  /** A kiosk order from Awaiting payment becomes the sale: its payment is taken here, in cash or by card. */
  const takeAwaiting = useCallback((order: AwaitingOrder) => {
    setError(null);
    setSale({ ...freshSale(), orderId: order.orderId, awaiting: order, cupName: order.cupName ?? '' });
  }, []);

  /** Runs one call of this sale; its answer ends the sale when paid, else `after` says what the till shows. */
  const run = async (work: () => Promise<TillSaleAnswer>, after?: (answer: TillSaleAnswer) => Partial<SaleState>) => {
    const key = sale.key;
    setBusy(true);
    setError(null);
    try {
      const answer = await work();
      setSale((state) =>
        state.key !== key ? state : answer.paid ? { ...state, done: answer } : { ...state, ...after?.(answer) },
      );
      return answer;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const body = (cash?: number): TillSaleBody => ({
    saleKey: sale.key,
    cartItems: cartItemsOf(sale.lines),
    ...(sale.cupName.trim() ? { cupName: sale.cupName.trim() } : {}),
    ...(sale.stampCard
      ? { stampCode: sale.stampCard.code, ...(sale.freeDrink ? { freeDrink: true } : {}) }
      : sale.email.trim()
        ? { email: sale.email.trim() }
        : {}),
    ...(cash === undefined ? {} : { cash: { tendered: cash } }),
  });

  return {
    ...sale,
    price,
    hasItems,
    nudges,
    change,
    busy,
    error,
    add,
    /** A line changed in the options dialog: the new one takes the old one's place. */
    replace: (old: BasketLine, item: BasketItem, quantity: number) =>
      editLines((lines) => replaced(lines, old, item, quantity)),
    remove: (line: BasketLine) => editLines((lines) => removeLine(lines, line)),
    setTendered: (tendered: number | null) => edit(() => ({ tendered })),
    setCupName: (cupName: string) => edit(() => ({ cupName })),
    setEmail: (email: string) => edit(() => ({ email })),
    setStampCard,
    setFreeDrink,
    newSale: () => {
      setError(null);
      setSale(freshSale());
    },
    takeAwaiting,
    /** Complete: paid in cash (the order rung up with it, or the one a card was tried for). */
    complete: () => {
      if (sale.tendered === null || change === null || !hasItems) return;
      const tendered = sale.tendered;
      void run(() => (sale.orderId ? calls.cash(sale.orderId, tendered) : calls.ringUp(body(tendered))));
    },
    /** Charge £X.XX: the sale rung up (once) and its payment sent to the reader. */
    charge: async (readerId?: string) => {
      if (!hasItems) return;
      const orderId = sale.orderId ?? (await run(() => calls.ringUp(body())))?.orderId;
      if (!orderId) return;
      setSale((state) => (state.key === sale.key ? { ...state, orderId } : state));
      await run(
        () => calls.charge(orderId, readerId),
        () => ({ orderId, card: { waiting: true, message: null } }),
      );
    },
    /** The Sandbox reader's tap with one of the test cards. */
    tap: (card: string, readerId?: string) => {
      if (!sale.orderId) return;
      const orderId = sale.orderId;
      void run(
        () => calls.sandboxTap(orderId, card, readerId),
        // Stripe's simulated reader answers by webhook: the till keeps waiting (and reading the sale) meanwhile.
        (answer) => ({ card: { waiting: !readerId ? false : !answer.cardMessage, message: answer.cardMessage } }),
      );
    },
    /** A real reader answers the provider, not the till: the sale is read again until paid or declined. */
    poll: async () => {
      const { orderId, card } = sale;
      if (!orderId || !card?.waiting) return;
      const answer = await calls.read(orderId).catch(() => null);
      if (!answer) return;
      setSale((state) =>
        state.orderId !== orderId
          ? state
          : answer.paid
            ? { ...state, done: answer }
            : answer.cardMessage
              ? { ...state, card: { waiting: false, message: answer.cardMessage } }
              : state,
      );
    },
    /** Cash after all (a declined card): the reader stops waiting; Complete takes the cash for the same sale. */
    stopCard: () => setSale((state) => ({ ...state, card: null })),
  };
}

export type TillSale = ReturnType<typeof useTillSale>;
