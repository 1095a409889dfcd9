import {
  addToBasket,
  basketTotalsWithCard,
  cartItemsOf,
  removeLine,
  type BasketItem,
  type BasketLine,
} from '@domain/basket';
import type { MenuAnswer } from '@domain/contracts/menu';
import type { KioskOrderAnswer } from '@domain/contracts/kiosk';
import type { StampCardLookupAnswer } from '@domain/contracts/till';
import { formatPounds } from '@domain/money';
import { stampsLabel } from '@domain/stamp-card';
import { useEffect, useMemo, useRef, useState } from 'react';
import { kioskCalls } from '../api/kiosk';

/** Where the customer is: choosing, paying (by card or at the counter), or done. */
export type KioskStep = 'ordering' | 'paying' | 'paid' | 'at-counter';

interface KioskState {
  /** The order's key: the same basket sent again (an answer lost) is the same order. */
  key: string;
  lines: BasketLine[];
  cupName: string;
  step: KioskStep;
  order: KioskOrderAnswer | null;
  /** The reader: waiting for the card, or what it said of the last one. */
  card: { message: string | null } | null;
  /** The card was asked for on this order: leaving the payment stops it first. */
  cardTried: boolean;
  /** Said to screen readers as it changes (added, removed, paid…). */
  said: string;
  /** The stamp card the customer's typed code named: the order earns on it. */
  stampCard: StampCardLookupAnswer | null;
  /** Its free drink used on this order (only when one waits on the card). */
  freeDrink: boolean;
}

const fresh = (): KioskState => ({
  key: crypto.randomUUID(),
  lines: [],
  cupName: '',
  step: 'ordering',
  order: null,
  card: null,
  cardTried: false,
  said: '',
  stampCard: null,
  freeDrink: false,
});

const count = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

type KioskMenu = Pick<MenuAnswer, 'promotions' | 'products'>;

/** The order priced to show, with its free drink as the server will price it (the card's categories, REG price). */
function useKioskPrice({ lines, stampCard, freeDrink }: KioskState, menu: KioskMenu) {
  return useMemo(
    () => basketTotalsWithCard(lines, menu.promotions, { card: stampCard, freeDrink }, menu.products),
    [lines, menu, stampCard, freeDrink],
  );
}

/** The stamp card on the order: set from the typed code's lookup (or taken off), and its free drink used or not. */
function stampCardActions(setState: (update: (current: KioskState) => KioskState) => void) {
  return {
    /** The card the typed code named (null: taken off the order), without its free drink until asked for. */
    setStampCard: (card: StampCardLookupAnswer | null) =>
      setState((current) => ({
        ...current,
        stampCard: card,
        freeDrink: false,
        said: card ? `Stamp card found. ${stampsLabel(card)}.` : 'Stamp card taken off your order.',
      })),
    /** Use (or not) the card's free drink: only while one waits on it. */
    setFreeDrink: (use: boolean) =>
      setState((current) =>
        !current.stampCard || current.stampCard.rewardsWaiting < 1
          ? current
          : { ...current, freeDrink: use, said: use ? 'Free drink used on your order.' : 'Free drink not used.' },
      ),
  };
}

/**
 * One customer's order at the kiosk: the basket (the domain's basket functions, priced to show with the menu's deals;
 * the server prices the order), then Pay: on the reader beside the kiosk, or at the counter. Start over clears it all.
 *
 * Leaving the payment after the card was asked for (Change my order, Start over, the kiosk left alone) first asks the
 * server to stop the card: the reader stops and the payment is cancelled, so nothing is left to pay. A card that went
 * through first wins: the kiosk shows the paid screen with the order's number instead of leaving.
 */
export function useKioskOrder(menu: KioskMenu) {
  const [state, setState] = useState<KioskState>(fresh);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = useKioskPrice(state, menu);
  // The order on screen now, so an answer (or a refusal) for one left behind changes nothing.
  const currentKey = useRef(state.key);
  useEffect(() => {
    currentKey.current = state.key;
  }, [state.key]);
  const leaving = useRef(false);

  const run = async (
    work: () => Promise<KioskOrderAnswer>,
    after: (answer: KioskOrderAnswer) => Partial<KioskState>,
  ) => {
    const key = state.key;
    setBusy(true);
    setError(null);
    try {
      const answer = await work();
      setState((current) => (current.key !== key ? current : { ...current, order: answer, ...after(answer) }));
      return answer;
    } catch (failure) {
      if (currentKey.current === key) setError(failure instanceof Error ? failure.message : String(failure));
      return null;
    } finally {
      setBusy(false);
    }
  };
  const paidOr = (answer: KioskOrderAnswer, otherwise: Partial<KioskState>): Partial<KioskState> =>
    answer.paid ? { step: 'paid', card: null, said: `Paid. Your order number is ${answer.orderNumber}.` } : otherwise;

  /**
   * Leaves the payment: when the card was asked for, the server stops it first. Resolves false when the card had paid
   * (the paid screen shows instead), or when a leaving is already under way; a stop that cannot reach the shop does not
   * keep the customer (a card paying afterwards is still recorded and made).
   */
  const leavePayment = async (then: (current: KioskState) => KioskState): Promise<boolean> => {
    if (leaving.current) return false;
    const orderId = state.order?.orderId;
    const key = state.key;
    if (!orderId || !state.cardTried || state.step !== 'paying') {
      setState(then);
      return true;
    }
    leaving.current = true;
    setBusy(true);
    try {
      const stopped = await kioskCalls.stopCard(orderId).catch(() => null);
      if (stopped?.paid) {
        setState((current) => (current.key !== key ? current : { ...current, order: stopped, ...paidOr(stopped, {}) }));
        return false;
      }
      setState(then);
      return true;
    } finally {
      leaving.current = false;
      setBusy(false);
    }
  };

  const startOver = async (): Promise<boolean> => {
    const left = await leavePayment(fresh);
    if (left) setError(null);
    return left;
  };

  return {
    ...state,
    price,
    busy,
    error,
    /** Anything to lose by starting over: the idle watch runs only then. */
    dirty: state.lines.length > 0 || state.cupName !== '' || state.stampCard !== null || state.step !== 'ordering',
    startOver,
    add: (item: BasketItem, quantity: number) =>
      setState((current) => {
        const lines = addToBasket(current.lines, item, quantity);
        return { ...current, lines, said: `Added ${quantity} ${item.name}. ${count(lines)} in your order.` };
      }),
    remove: (line: BasketLine) =>
      setState((current) => {
        const lines = removeLine(current.lines, line);
        return { ...current, lines, said: `Removed ${line.name}. ${count(lines)} in your order.` };
      }),
    setCupName: (cupName: string) => setState((current) => ({ ...current, cupName })),
    ...stampCardActions(setState),
    /**
     * Back to the menu from paying: the basket can change (a changed basket is another order). A card stopped here
     * cancelled this order's payment, so the next Pay records a new order (a new key), however the basket stands.
     */
    changeOrder: () =>
      void leavePayment((current) => ({
        ...current,
        step: 'ordering',
        card: null,
        said: '',
        ...(current.cardTried ? { key: crypto.randomUUID(), cardTried: false } : {}),
      })),
    /** Pay: the order recorded (once per key and basket), its total the server's. */
    pay: () =>
      void run(
        () =>
          kioskCalls.place({
            saleKey: state.key,
            cartItems: cartItemsOf(state.lines),
            ...(state.cupName.trim() ? { cupName: state.cupName.trim() } : {}),
            ...(state.stampCard
              ? { stampCode: state.stampCard.code, ...(state.freeDrink ? { freeDrink: true } : {}) }
              : {}),
          }),
        (answer) => ({ step: 'paying', said: `Your total is ${formatPounds(answer.total)}. Choose how to pay.` }),
      ),
    /** Pay by card: the payment sent to the reader beside the kiosk. */
    payByCard: () => {
      const orderId = state.order?.orderId;
      if (!orderId) return;
      setState((current) => ({ ...current, cardTried: true }));
      void run(
        () => kioskCalls.charge(orderId),
        (answer) => paidOr(answer, { card: { message: null }, said: 'Tap, insert or swipe your card on the reader.' }),
      );
    },
    /** A test card tapped on the Sandbox reader. */
    tap: (card: string) => {
      const orderId = state.order?.orderId;
      if (!orderId) return;
      void run(
        () => kioskCalls.tap(orderId, card),
        (answer) => paidOr(answer, { card: { message: answer.cardMessage }, said: answer.cardMessage ?? '' }),
      );
    },
    /** A real reader answers the provider: the order is read again until paid or declined. */
    poll: async () => {
      const orderId = state.order?.orderId;
      if (!orderId || state.step !== 'paying' || !state.card || state.card.message) return;
      const answer = await kioskCalls.read(orderId).catch(() => null);
      if (!answer) return;
      setState((current) =>
        current.order?.orderId !== orderId
          ? current
          : {
              ...current,
              order: answer,
              ...paidOr(answer, answer.cardMessage ? { card: { message: answer.cardMessage } } : {}),
            },
      );
    },
    /** Pay at the counter: the order waits on the till under Awaiting payment. */
    payAtCounter: () => {
      const orderId = state.order?.orderId;
      if (!orderId) return;
      void run(
        () => kioskCalls.payAtCounter(orderId),
        (answer) =>
          paidOr(answer, {
            step: 'at-counter',
            card: null,
            said: `Please pay ${formatPounds(answer.total)} at the counter. Your reference is ${answer.reference}.`,
          }),
      );
    },
  };
}

export type KioskOrder = ReturnType<typeof useKioskOrder>;
