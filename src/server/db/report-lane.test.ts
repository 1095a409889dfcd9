import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { DbOrTx } from './client';
import { createReportLane, inReportLane, REPORTS_BUSY } from './report-lane';
import { createWorkLanes } from './work-lanes';

const db = {} as DbOrTx;
const direct = <T>(work: () => Promise<T>) => work();
const tick = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise settled from outside. */
function held<T>() {
  let finish!: (value: T) => void;
  const done = new Promise<T>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('the report lane', () => {
  it('runs one report at a time, lets two wait in the order they came, and refuses the next with a readable 429', async () => {
    const lane = createReportLane({ db, turn: direct, timeLimitMs: 10_000 });
    const first = await lane.enter();
    const order: string[] = [];
    const second = lane.enter().then((turn) => (order.push('second'), turn));
    const third = lane.enter().then((turn) => (order.push('third'), turn));
    await tick();
    expect([lane.running, lane.waiting]).toEqual([1, 2]);

    const refused = await lane.enter().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'too_many_requests', message: REPORTS_BUSY });

    first.leave();
    first.leave(); // leaving twice gives back one turn only
    (await second).leave();
    (await third).leave();
    expect(order).toEqual(['second', 'third']);
    expect([lane.running, lane.waiting]).toEqual([0, 0]);
  });

  it('answers a report that waits past its time limit with a readable 503, and lets it out of the queue', async () => {
    const lane = createReportLane({ db, turn: direct, timeLimitMs: 50 });
    const first = await lane.enter();
    const waited = await lane.enter().catch((error: unknown) => error);
    expect(waited).toMatchObject({ kind: 'unavailable' });
    expect((waited as Error).message).toBe(
      'This report took longer than its limit of 50 ms. Choose a shorter range, or try again when the shop is quieter.',
    );
    expect(lane.waiting).toBe(0);
    first.leave();
    expect(lane.running).toBe(0);
  });

  it('answers a read still running at the time limit with the same error, and refuses reads after it', async () => {
    const lane = createReportLane({ db, turn: direct, timeLimitMs: 40 });
    const late = held<string>();
    const report = await lane.enter();
    await expect(report.read(() => late.done)).rejects.toThrow(/took longer than its limit of 40 ms/);
    late.finish('too late');
    await expect(report.read(async () => 'next')).rejects.toThrow(/took longer than its limit/);
    report.leave();
  });

  it('words PostgreSQL’s statement timeout (57014) under drizzle’s wrapper as the time limit, and passes other errors on', async () => {
    const lane = createReportLane({ db, turn: direct, timeLimitMs: 60_000 });
    const cancelled = Object.assign(new Error('Failed query: select …'), {
      cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    });
    await expect(
      inReportLane(lane, undefined, (reader) =>
        reader.read(() => {
          throw cancelled;
        }),
      ),
    ).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/limit of 60 s/) });
    const other = new Error('something else');
    await expect(inReportLane(lane, undefined, (reader) => reader.read(() => Promise.reject(other)))).rejects.toBe(
      other,
    );
    expect(lane.running).toBe(0);
  });

  it('lets a waiting report leave when its client goes', async () => {
    const lane = createReportLane({ db, turn: direct, timeLimitMs: 10_000 });
    const first = await lane.enter();
    const client = new AbortController();
    const waiting = lane.enter(client.signal).catch((error: unknown) => error);
    await tick();
    expect(lane.waiting).toBe(1);
    client.abort(new Error('gone'));
    expect(await waiting).toMatchObject({ message: 'gone' });
    expect(lane.waiting).toBe(0);
    first.leave();
  });

  it('on the embedded database, a checkout’s step waiting for its place goes between two reads of a report', async () => {
    // One place, as for PGlite: a report's reads and the checkouts' steps queue for it in the order they came.
    const lanes = createWorkLanes(1);
    const lane = createReportLane({ db, turn: (work, signal) => lanes.ordinary(work, signal), timeLimitMs: 10_000 });
    const ran: string[] = [];
    const exportOf = inReportLane(lane, undefined, async (reader) => {
      for (let page = 1; page <= 3; page++) {
        await reader.read(async () => {
          ran.push(`page ${page}`);
          await sleep(5);
        });
      }
    });
    await tick();
    const checkout = lanes.ordinary(async () => void ran.push('checkout'));
    await Promise.all([exportOf, checkout]);
    expect(ran).toEqual(['page 1', 'checkout', 'page 2', 'page 3']);
  });

  it('steps aside before each read for as long as its previous read took, and that time is not its time limit', async () => {
    const told: number[] = [];
    // Each read steps aside 80 ms, with a limit of 100 ms: three reads step aside 240 ms in all, and the report is served.
    const giveWay = async (previousReadMs: number) => {
      told.push(previousReadMs);
      await sleep(80);
    };
    const lane = createReportLane({ db, turn: direct, giveWay, timeLimitMs: 100 });
    const pages = await inReportLane(lane, undefined, async (reader) => {
      const read: number[] = [];
      for (let page = 1; page <= 3; page++) read.push(await reader.read(async () => (await sleep(page * 10), page)));
      return read;
    });
    expect(pages).toEqual([1, 2, 3]);
    expect(told[0]).toBe(0);
    expect(told[1]).toBeGreaterThanOrEqual(9);
    expect(told[2]).toBeGreaterThanOrEqual(19);
  });

  it('still ends a report whose reads themselves outrun the time limit, however it steps aside', async () => {
    const lane = createReportLane({ db, turn: direct, giveWay: async () => void (await sleep(5)), timeLimitMs: 60 });
    const report = inReportLane(lane, undefined, async (reader) => {
      for (let page = 1; page <= 10; page++) await reader.read(() => sleep(20));
    });
    await expect(report).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
