import { describe, expect, it } from 'vitest';
import { createWorkLanes, giveWayToLiveWork, lanePlaces } from './work-lanes';

/** A piece of work that finishes when told to. */
function held<T>(value: T) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: async () => (await done, value), finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('work lanes', () => {
  it('takes its places from the connections: the pool less four, at least one', () => {
    expect(lanePlaces(10)).toBe(6);
    expect(lanePlaces(5)).toBe(1);
    expect(lanePlaces(1)).toBe(1);
  });

  it('runs ordinary work while places are free and lets the rest in, in the order it came', async () => {
    const lanes = createWorkLanes(2);
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => {
      const job = held(name);
      return { ...job, result: lanes.ordinary(() => (started.push(name), job.work())) };
    });
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect([lanes.running, lanes.waiting]).toEqual([2, 2]);

    jobs[1]!.finish();
    await expect(jobs[1]!.result).resolves.toBe('b');
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);

    for (const job of jobs) job.finish();
    await expect(Promise.all(jobs.map((job) => job.result))).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect([lanes.running, lanes.waiting]).toEqual([0, 0]);
  });

  it('never makes a payment wait, and holds checkout steps back while payments take the places', async () => {
    const lanes = createWorkLanes(2);
    const checkout = held('checkout');
    const running = lanes.ordinary(checkout.work);
    // Both places taken by a checkout step and a payment; a third payment still starts at once.
    const payments = [held('paid 1'), held('paid 2')];
    const paying = payments.map((payment) => lanes.urgent(payment.work));
    expect(lanes.running).toBe(3);

    let nextStarted = false;
    const next = lanes.ordinary(async () => (nextStarted = true));
    checkout.finish();
    await expect(running).resolves.toBe('checkout');
    await tick();
    // The checkout's place went to no other checkout: the payments hold both.
    expect(nextStarted).toBe(false);
    expect(lanes.waiting).toBe(1);

    payments[0]!.finish();
    await expect(paying[0]).resolves.toBe('paid 1');
    await expect(next).resolves.toBe(true);
    payments[1]!.finish();
    await expect(paying[1]).resolves.toBe('paid 2');
    expect([lanes.running, lanes.waiting]).toEqual([0, 0]);
  });

  it('frees the place of work that failed, and passes the failure on', async () => {
    const lanes = createWorkLanes(1);
    await expect(lanes.ordinary(async () => Promise.reject(new Error('declined')))).rejects.toThrow('declined');
    await expect(lanes.urgent(async () => Promise.reject(new Error('webhook')))).rejects.toThrow('webhook');
    await expect(lanes.ordinary(async () => 'next')).resolves.toBe('next');
    expect(lanes.running).toBe(0);
  });

  it('starts nothing for a customer who left while waiting, and gives the place to the next', async () => {
    const lanes = createWorkLanes(1);
    const first = held('first');
    const running = lanes.ordinary(first.work);
    const leaving = new AbortController();
    let leftWorkRan = false;
    const left = lanes.ordinary(async () => (leftWorkRan = true), leaving.signal);
    const next = lanes.ordinary(async () => 'next');
    await tick();
    expect(lanes.waiting).toBe(2);

    leaving.abort(new Error('The request was abandoned by its client before it finished.'));
    await expect(left).rejects.toThrow('abandoned');
    expect(lanes.waiting).toBe(1);

    first.finish();
    await expect(running).resolves.toBe('first');
    await expect(next).resolves.toBe('next');
    expect(leftWorkRan).toBe(false);
  });

  it('refuses at once a customer already gone, and a number of places that is not a whole number', async () => {
    const gone = new AbortController();
    gone.abort(new Error('gone'));
    await expect(createWorkLanes(2).ordinary(async () => 'x', gone.signal)).rejects.toThrow('gone');
    expect(() => createWorkLanes(0)).toThrow('whole number');
  });

  it('lets background work through once live work pauses, or after its longest wait, and at once when quiet', async () => {
    const lanes = createWorkLanes(2);
    let through = false;
    await lanes.quiet(10_000);
    const checkout = held('paid');
    const running = lanes.ordinary(checkout.work);
    const waiting = lanes.quiet(10_000).then(() => (through = true));
    await tick();
    expect(through).toBe(false);
    checkout.finish();
    await running;
    await waiting;
    expect(through).toBe(true);

    const long = held('paid');
    const stillRunning = lanes.urgent(long.work);
    const started = performance.now();
    await lanes.quiet(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    long.finish();
    await stillRunning;
  });

  it("gives a report's reads way to live work, for as long as the previous read took", async () => {
    const lanes = createWorkLanes(2);
    const giveWay = giveWayToLiveWork(lanes);
    const order: string[] = [];
    const checkout = held('paid');
    const running = lanes.ordinary(async () => (await checkout.work(), order.push('checkout')));
    // The previous read took 200 ms: the next one waits for the checkout (up to 400 ms in all).
    const next = giveWay(200).then(() => order.push('read 2'));
    await tick();
    checkout.finish();
    await Promise.all([running, next]);
    expect(order).toEqual(['checkout', 'read 2']);
  });

  it('rests while live work runs, as long as the previous read took, even through a pause in it', async () => {
    const lanes = createWorkLanes(2);
    const giveWay = giveWayToLiveWork(lanes);
    // A checkout runs when the read asks for its turn, and is over a moment later: the read still rests.
    const checkout = held('paid');
    const running = lanes.ordinary(checkout.work);
    const started = performance.now();
    const rested = giveWay(120).then(() => performance.now() - started);
    await tick();
    checkout.finish();
    await running;
    expect(await rested).toBeGreaterThanOrEqual(100);
    // With nothing under way, the next read goes at once: before the next turn of the event loop, with no rest.
    let ran = false;
    const quiet = giveWay(120).then(() => (ran = true));
    await tick();
    expect(ran).toBe(true);
    await quiet;
  });

  it('never steps aside for ever, however long the rush or the previous read', async () => {
    const lanes = createWorkLanes(2);
    const giveWay = giveWayToLiveWork(lanes);
    const checkout = held('paid');
    const running = lanes.ordinary(checkout.work);
    // A read of 10 s: the rest and the wait for a pause are 250 ms each at most, and the rush never pauses.
    let done = false;
    const stepped = giveWay(10_000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(done).toBe(true);
    await stepped;
    checkout.finish();
    await running;
  });
});
