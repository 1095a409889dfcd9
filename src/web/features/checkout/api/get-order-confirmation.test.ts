import { environmentManager, isServer, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  asksAgain,
  CONFIRMATION_ASKS,
  orderConfirmationQuery,
  waitingForPayment,
  type OrderConfirmation,
} from './get-order-confirmation';

const confirmation = (paid: boolean): OrderConfirmation => ({
  orderId: '0f8c2a1e-5b6d-4c3a-9e7f-1a2b3c4d5e6f',
  orderNumber: '0F8C2A1E',
  paid,
  paymentStatus: paid ? 'paid' : 'awaiting_payment',
  customerName: 'Ada',
  lines: [],
  subtotal: 450,
  discount: 0,
  total: 450,
  paidAt: paid ? '2025-01-01T12:00:00.000Z' : null,
});

const state = (
  data: OrderConfirmation | undefined,
  answers: number,
  { errors = 0, fetching = false }: { errors?: number; fetching?: boolean } = {},
) => ({
  data,
  dataUpdateCount: answers,
  errorUpdateCount: errors,
  fetchStatus: fetching ? ('fetching' as const) : ('idle' as const),
});

describe('order-confirmation asks', () => {
  it('keeps waiting between asks while the order is unpaid, and stops after the last answer', () => {
    const unpaid = confirmation(false);
    for (let answers = 1; answers < CONFIRMATION_ASKS; answers++) {
      expect(asksAgain(state(unpaid, answers))).toBe(true);
      expect(waitingForPayment(state(unpaid, answers))).toBe(true);
      expect(waitingForPayment(state(unpaid, answers, { fetching: true }))).toBe(true);
    }
    expect(asksAgain(state(unpaid, CONFIRMATION_ASKS))).toBe(false);
    expect(waitingForPayment(state(unpaid, CONFIRMATION_ASKS))).toBe(false);
  });

  it('asks exactly as many times as the page waits for', () => {
    let answers = 1;
    while (asksAgain(state(confirmation(false), answers))) answers++;
    expect(answers).toBe(CONFIRMATION_ASKS);
  });

  it('stops waiting once the order is paid', () => {
    expect(asksAgain(state(confirmation(true), 1))).toBe(false);
    expect(waitingForPayment(state(confirmation(true), 1))).toBe(false);
    expect(waitingForPayment(state(confirmation(true), 1, { fetching: true }))).toBe(false);
  });

  it('counts failed asks, so a failing server ends the wait', () => {
    expect(waitingForPayment(state(confirmation(false), 1, { errors: 1 }))).toBe(true);
    expect(waitingForPayment(state(confirmation(false), 1, { errors: CONFIRMATION_ASKS - 1 }))).toBe(false);
  });

  it('is not waiting without an answer (the first ask is the pending state) or without a query', () => {
    expect(waitingForPayment(state(undefined, 0, { fetching: true }))).toBe(false);
    expect(waitingForPayment(undefined)).toBe(false);
  });
});

const answer = (body: OrderConfirmation) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * Runs the confirmation page's query on a real QueryClient and notes, at every change of the cache, how many answers
 * have come and whether the page would show 'Processing your order...' (the first ask pending, or still waiting).
 */
async function watch(respond: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  const options = orderConfirmationQuery({ orderId: confirmation(false).orderId, receiptToken: 'receipt-token' });
  const observer = new QueryObserver(client, options);
  const seen: Array<{ answers: number; processing: boolean }> = [];
  const unsubscribeCache = client.getQueryCache().subscribe(() => {
    const state = client.getQueryState(options.queryKey);
    seen.push({
      answers: state ? state.dataUpdateCount + state.errorUpdateCount : 0,
      processing: observer.getCurrentResult().isPending || waitingForPayment(state),
    });
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(30_000);
  unsubscribeCache();
  unsubscribe();
  client.clear();
  const last = Math.max(...seen.map((entry) => entry.answers));
  return {
    fetchMock,
    data: observer.getCurrentResult().data,
    beforeLastAnswer: seen.filter((entry) => entry.answers < last).map((entry) => entry.processing),
    afterLastAnswer: seen.filter((entry) => entry.answers === last).map((entry) => entry.processing),
  };
}

describe('the confirmation page while the payment is awaited', () => {
  beforeEach(() => {
    // Under Node TanStack Query takes itself for a server, where it never refetches on an interval.
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers();
  });
  afterEach(() => {
    environmentManager.setIsServer(() => isServer);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays processing between the asks, then gives up after the last one', async () => {
    const { fetchMock, data, beforeLastAnswer, afterLastAnswer } = await watch(() => answer(confirmation(false)));
    expect(fetchMock).toHaveBeenCalledTimes(CONFIRMATION_ASKS);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-receipt-token': 'receipt-token' });
    expect(data?.paid).toBe(false);
    expect(beforeLastAnswer.length).toBeGreaterThan(CONFIRMATION_ASKS);
    expect(beforeLastAnswer).not.toContain(false);
    expect(afterLastAnswer.length).toBeGreaterThan(0);
    expect(afterLastAnswer).not.toContain(true);
  });

  it('stays processing until the payment comes through', async () => {
    let asked = 0;
    const { fetchMock, data, beforeLastAnswer, afterLastAnswer } = await watch(() =>
      answer(confirmation(++asked >= 4)),
    );
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(data?.paid).toBe(true);
    expect(beforeLastAnswer).not.toContain(false);
    expect(afterLastAnswer.length).toBeGreaterThan(0);
    expect(afterLastAnswer).not.toContain(true);
  });
});
