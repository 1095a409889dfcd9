import { environmentManager, isServer, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  asksAgain,
  PAYMENT_WAIT_ASKS,
  verifySessionQuery,
  waitingForPayment,
  type SessionVerification,
} from './verify-session';

const awaiting: SessionVerification = { sessionId: 'cs_1', paid: false, paymentStatus: 'awaiting_payment' };
const paid: SessionVerification = { sessionId: 'cs_1', paid: true, paymentStatus: 'paid', orderNumber: 'AB12CD34' };
const failed: SessionVerification = { sessionId: 'cs_1', paid: false, paymentStatus: 'failed', error: 'Card declined' };

const state = (
  data: SessionVerification | undefined,
  answers: number,
  { errors = 0, fetching = false }: { errors?: number; fetching?: boolean } = {},
) => ({
  data,
  dataUpdateCount: answers,
  errorUpdateCount: errors,
  fetchStatus: fetching ? ('fetching' as const) : ('idle' as const),
});

const answer = (body: SessionVerification) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const serverError = () => new Response('{"error":"Internal error"}', { status: 500 });

describe('verify-session asks', () => {
  it('keeps waiting between asks while the payment is awaited, and stops after the last answer', () => {
    for (let answers = 1; answers < PAYMENT_WAIT_ASKS; answers++) {
      // Idle between two asks: this is where the failure panel used to flash.
      expect(asksAgain(state(awaiting, answers))).toBe(true);
      expect(waitingForPayment(state(awaiting, answers))).toBe(true);
      expect(waitingForPayment(state(awaiting, answers, { fetching: true }))).toBe(true);
    }
    expect(asksAgain(state(awaiting, PAYMENT_WAIT_ASKS))).toBe(false);
    expect(waitingForPayment(state(awaiting, PAYMENT_WAIT_ASKS))).toBe(false);
  });

  it('asks exactly as many times as the page waits for', () => {
    let answers = 1;
    while (asksAgain(state(awaiting, answers))) answers++;
    expect(answers).toBe(PAYMENT_WAIT_ASKS);
  });

  it('stops waiting as soon as the payment is settled either way', () => {
    for (const settled of [paid, failed]) {
      expect(asksAgain(state(settled, 1))).toBe(false);
      expect(waitingForPayment(state(settled, 1))).toBe(false);
      expect(waitingForPayment(state(settled, 1, { fetching: true }))).toBe(false);
    }
  });

  it('counts failed asks, so a failing server ends the wait', () => {
    expect(waitingForPayment(state(awaiting, 2, { errors: 2 }))).toBe(true);
    expect(asksAgain(state(awaiting, 2, { errors: PAYMENT_WAIT_ASKS - 2 }))).toBe(false);
    expect(waitingForPayment(state(awaiting, 2, { errors: PAYMENT_WAIT_ASKS - 2 }))).toBe(false);
  });

  it('still waits on an ask that is running after the asks ran out (a later visit)', () => {
    expect(waitingForPayment(state(awaiting, PAYMENT_WAIT_ASKS + 3, { fetching: true }))).toBe(true);
  });

  it('is not waiting without an answer (the first ask is the pending state) or without a query', () => {
    expect(waitingForPayment(state(undefined, 0, { fetching: true }))).toBe(false);
    expect(waitingForPayment(undefined)).toBe(false);
    expect(asksAgain(state(undefined, 0, { errors: 1 }))).toBe(false);
  });
});

/**
 * Runs the success page's query on a real QueryClient and notes, at every change of the cache, how many answers have
 * come (failed asks included) and whether the page would show 'Processing your order...' (the first ask pending, or still waiting).
 */
async function watch(respond: () => Response) {
  const fetchMock = vi.fn(async () => respond());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  const options = verifySessionQuery('cs_1', { waitForPayment: true });
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
    fetches: fetchMock.mock.calls.length,
    data: observer.getCurrentResult().data,
    beforeLastAnswer: seen.filter((entry) => entry.answers < last).map((entry) => entry.processing),
    afterLastAnswer: seen.filter((entry) => entry.answers === last).map((entry) => entry.processing),
  };
}

describe('the success page while the payment is awaited', () => {
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
    const { fetches, data, beforeLastAnswer, afterLastAnswer } = await watch(() => answer(awaiting));
    expect(fetches).toBe(PAYMENT_WAIT_ASKS);
    expect(data).toEqual(awaiting);
    expect(beforeLastAnswer.length).toBeGreaterThan(PAYMENT_WAIT_ASKS);
    expect(beforeLastAnswer).not.toContain(false);
    expect(afterLastAnswer.length).toBeGreaterThan(0);
    expect(afterLastAnswer).not.toContain(true);
  });

  it('stays processing until the payment comes through', async () => {
    let asked = 0;
    const { fetches, data, beforeLastAnswer, afterLastAnswer } = await watch(() =>
      answer(++asked < 3 ? awaiting : paid),
    );
    expect(fetches).toBe(3);
    expect(data).toEqual(paid);
    expect(beforeLastAnswer).not.toContain(false);
    expect(afterLastAnswer.length).toBeGreaterThan(0);
    expect(afterLastAnswer).not.toContain(true);
  });

  it('stops waiting when the server keeps failing after the payment was first awaited', async () => {
    let asked = 0;
    const { fetches, data, beforeLastAnswer, afterLastAnswer } = await watch(() =>
      ++asked === 1 ? answer(awaiting) : serverError(),
    );
    // One answer, then failed asks, each tried twice (retry: 1).
    expect(fetches).toBe(1 + 2 * (PAYMENT_WAIT_ASKS - 1));
    expect(data).toEqual(awaiting);
    expect(beforeLastAnswer).not.toContain(false);
    expect(afterLastAnswer.length).toBeGreaterThan(0);
    expect(afterLastAnswer).not.toContain(true);
  });
});
