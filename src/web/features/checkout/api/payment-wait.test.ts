import { environmentManager, isServer, QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentWait, type AskState } from './payment-wait';

/** A stand-in for a page's answer: the pages' own answers and limits are tested beside their queries. */
interface Answer {
  settled: boolean;
}

const ASKS = 4;
const { asksAgain, waitingForPayment, refetchInterval } = paymentWait<Answer>({
  asks: ASKS,
  awaiting: (answer) => !answer.settled,
});

const awaiting: Answer = { settled: false };
const settled: Answer = { settled: true };

const state = (
  data: Answer | undefined,
  answers: number,
  { errors = 0, fetching = false }: { errors?: number; fetching?: boolean } = {},
): AskState<Answer> => ({
  data,
  dataUpdateCount: answers,
  errorUpdateCount: errors,
  fetchStatus: fetching ? 'fetching' : 'idle',
});

describe('paymentWait', () => {
  it('keeps waiting between asks while the payment is awaited, and stops after the last answer', () => {
    for (let answers = 1; answers < ASKS; answers++) {
      // Idle between two asks: this is where the failure panel used to flash.
      expect(asksAgain(state(awaiting, answers))).toBe(true);
      expect(waitingForPayment(state(awaiting, answers))).toBe(true);
      expect(waitingForPayment(state(awaiting, answers, { fetching: true }))).toBe(true);
    }
    expect(asksAgain(state(awaiting, ASKS))).toBe(false);
    expect(waitingForPayment(state(awaiting, ASKS))).toBe(false);
  });

  it('sets the refetch interval only while it asks again', () => {
    expect(refetchInterval({ state: state(awaiting, 1) })).toBe(1_500);
    expect(refetchInterval({ state: state(awaiting, ASKS) })).toBe(false);
    expect(refetchInterval({ state: state(settled, 1) })).toBe(false);
  });

  it('stops waiting as soon as the payment is settled', () => {
    expect(asksAgain(state(settled, 1))).toBe(false);
    expect(waitingForPayment(state(settled, 1))).toBe(false);
    expect(waitingForPayment(state(settled, 1, { fetching: true }))).toBe(false);
  });

  it('counts failed asks, so a failing server ends the wait', () => {
    expect(waitingForPayment(state(awaiting, 1, { errors: ASKS - 2 }))).toBe(true);
    expect(asksAgain(state(awaiting, 1, { errors: ASKS - 1 }))).toBe(false);
    expect(waitingForPayment(state(awaiting, 1, { errors: ASKS - 1 }))).toBe(false);
  });

  it('still waits on an ask that is running after the asks ran out (a later visit)', () => {
    expect(waitingForPayment(state(awaiting, ASKS + 3, { fetching: true }))).toBe(true);
  });

  it('is not waiting without an answer (the first ask is the pending state) or without a query', () => {
    expect(waitingForPayment(state(undefined, 0, { fetching: true }))).toBe(false);
    expect(waitingForPayment(undefined)).toBe(false);
    expect(asksAgain(state(undefined, 0, { errors: 1 }))).toBe(false);
  });
});

/**
 * Runs a query that waits for the payment on a real QueryClient and notes, at every change of the cache, how many
 * answers have come (failed asks included) and whether a page would show 'Processing your order...' (the first ask
 * pending, or still waiting).
 */
async function watch(respond: (ask: number) => Answer) {
  const askedAt: number[] = [];
  const queryFn = vi.fn(async () => {
    askedAt.push(Date.now());
    return respond(askedAt.length);
  });
  const client = new QueryClient();
  // retry: 1 as the pages' queries have it.
  const options = queryOptions({ queryKey: ['payment'], queryFn, retry: 1, refetchInterval });
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
    asks: queryFn.mock.calls.length,
    gaps: askedAt.slice(1).map((at, index) => at - askedAt[index]!),
    data: observer.getCurrentResult().data,
    beforeLastAnswer: seen.filter((entry) => entry.answers < last).map((entry) => entry.processing),
    afterLastAnswer: seen.filter((entry) => entry.answers === last).map((entry) => entry.processing),
  };
}

describe('a page while the payment is awaited', () => {
  beforeEach(() => {
    // Under Node TanStack Query takes itself for a server, where it never refetches on an interval.
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers();
  });
  afterEach(() => {
    environmentManager.setIsServer(() => isServer);
    vi.useRealTimers();
  });

  it('asks every 1.5 s and stays processing between the asks, then gives up after the last one', async () => {
    const { asks, gaps, data, beforeLastAnswer, afterLastAnswer } = await watch(() => awaiting);
    expect(asks).toBe(ASKS);
    expect(gaps).toEqual(Array(ASKS - 1).fill(1_500));
    expect(data).toEqual(awaiting);
    expect(beforeLastAnswer.length).toBeGreaterThan(ASKS);
    expect(beforeLastAnswer).not.toContain(false);
    expect(afterLastAnswer.length).toBeGreaterThan(0);
    expect(afterLastAnswer).not.toContain(true);
  });

  it('stays processing until the payment comes through', async () => {
    const { asks, data, beforeLastAnswer, afterLastAnswer } = await watch((ask) => (ask < 3 ? awaiting : settled));
    expect(asks).toBe(3);
    expect(data).toEqual(settled);
    expect(beforeLastAnswer).not.toContain(false);
    expect(afterLastAnswer.length).toBeGreaterThan(0);
    expect(afterLastAnswer).not.toContain(true);
  });

  it('stops waiting when the server keeps failing after the payment was first awaited', async () => {
    const { asks, data, beforeLastAnswer, afterLastAnswer } = await watch((ask) => {
      if (ask === 1) return awaiting;
      throw new Error('Internal error');
    });
    // One answer, then failed asks, each tried twice (retry: 1).
    expect(asks).toBe(1 + 2 * (ASKS - 1));
    expect(data).toEqual(awaiting);
    expect(beforeLastAnswer).not.toContain(false);
    expect(afterLastAnswer.length).toBeGreaterThan(0);
    expect(afterLastAnswer).not.toContain(true);
  });
});
