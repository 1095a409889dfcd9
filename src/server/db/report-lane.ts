/**
 * Reports (the sales report, its CSV export) read far more than a checkout: a year's export is 200 reads of 500 orders,
 * a report's panels each scan the range's orders and lines. Run like any request, a few of them at once took every
 * connection of the pool, or the embedded database's one, and checkouts waited seconds behind them.
 *
 * So reports have a lane of their own:
 * - one report at a time; a few more may wait their turn, in the order they came; beyond that one is refused at once
 *   with a readable 429 (an owner pressing Export again, or a script, cannot queue up work for the database);
 * - each read of a report goes where it cannot hold up a checkout: on PostgreSQL, a small pool of its own
 *   (Database.reportsDb) with its own statement timeout; on the embedded database, which runs one statement at a time,
 *   each read takes its turn with the checkouts' steps (work-lanes.ts' ordinary places), so checkouts go between the
 *   reads of a report;
 * - before each read, a report gives way to the shop's live work (work-lanes.ts' giveWayToLiveWork) on either database;
 * - a report has a time limit (REPORT_TIME_LIMIT_SECONDS, longer than the 5 s of a request's statement): its time runs
 *   from its arrival, waiting for its turn included, and a report past it is answered with a readable 503. The time it
 *   gives way on purpose is not counted: it is bounded by its own reads' time (twice it at most), and counting it
 *   would fail a year's export in the very rush it steps aside for. On PostgreSQL the report pool's statement timeout
 *   is the same limit, so no single read outlives it either.
 */
import { AppError } from '../errors';
import { oneAtATime } from '../one-at-a-time';
import type { DbOrTx } from './client';

/** How a report reads: one query (or a few) at a time, each a separate turn. */
export interface ReportReader {
  read<T>(query: (db: DbOrTx) => Promise<T>): Promise<T>;
}

/** A report holding the lane: its reads, and leave() when it is done (idempotent; also on error or a client gone). */
export interface ReportTurn extends ReportReader {
  /** How many orders one read of a long report (the export's pages) takes at most. */
  readonly ordersPerRead: number;
  leave(): void;
}

export interface ReportLane {
  /** Waits for the report's turn; refuses with 429 when too many wait, with 503 when the time limit passes first. */
  enter(clientGone?: AbortSignal): Promise<ReportTurn>;
  /** Reports holding the lane, and reports waiting for it. */
  readonly running: number;
  readonly waiting: number;
}

export interface ReportLaneOptions {
  /** The connection a report's reads use (PostgreSQL: the report pool; PGlite: the one database). */
  db: DbOrTx;
  /**
   * How one read takes its turn with the rest of the shop's work (PGlite: the checkouts' ordinary places); a read
   * still waiting for its turn when the report's time is up leaves the queue (signal).
   */
  turn: <T>(work: () => Promise<T>, signal: AbortSignal) => Promise<T>;
  /**
   * Before each read: how long it steps aside for the shop's live work, told how long the report's previous read took
   * (0 before the first). Not counted in the time limit.
   */
  giveWay?: (previousReadMs: number) => Promise<void>;
  /**
   * How many orders one read of a long report takes (default 500). Fewer where a read stops the whole process while it
   * runs (the embedded database): a checkout arriving meanwhile waits for the whole read.
   */
  ordersPerRead?: number;
  /** The time limit of one report, in ms, from its arrival. */
  timeLimitMs: number;
  /** Reports that may wait for the lane while one runs (default 2). */
  waitingMax?: number;
}

export const REPORTS_BUSY = 'Another report or export is being prepared. Please try again in a moment.';

export function reportTooLong(timeLimitMs: number): AppError {
  const limit = timeLimitMs >= 1_000 ? `${Math.round(timeLimitMs / 1_000)} s` : `${Math.round(timeLimitMs)} ms`;
  return new AppError(
    'unavailable',
    `This report took longer than its limit of ${limit}. Choose a shorter range, or try again when the shop is quieter.`,
  );
}

/** PostgreSQL cancelled the statement at the report pool's statement_timeout (57014), under any of drizzle's wrappers. */
function isStatementTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '57014') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createReportLane({
  db,
  turn,
  giveWay,
  ordersPerRead = 500,
  timeLimitMs,
  waitingMax = 2,
}: ReportLaneOptions): ReportLane {
  if (!(timeLimitMs > 0)) throw new Error(`report lane: the time limit must be positive, not ${timeLimitMs}`);
  const turns = oneAtATime({ waitingMax, busy: () => new AppError('too_many_requests', REPORTS_BUSY) });

  /**
   * One read in its turn, answered with the time limit's error when the deadline passes first (a read still waiting
   * for its turn then leaves the queue); the timer never outlives the read.
   */
  const readBefore = <T>(deadline: number, query: () => Promise<T>): Promise<T> => {
    const timeUp = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => {
          timeUp.abort(reportTooLong(timeLimitMs));
          reject(reportTooLong(timeLimitMs));
        },
        Math.max(0, deadline - Date.now()),
      );
    });
    const work = turn(query, timeUp.signal);
    // A read that ends after the deadline has nobody waiting for it: its own failure is not unhandled.
    work.catch(() => {});
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  };

  return {
    async enter(clientGone) {
      let deadline = Date.now() + timeLimitMs;
      const release = await turns.hold(clientGone, { at: deadline, error: () => reportTooLong(timeLimitMs) });
      let left = false;
      let previousReadMs = 0;
      const timedRead = async <T>(query: (db: DbOrTx) => Promise<T>) => {
        const started = performance.now();
        try {
          return await query(db);
        } finally {
          previousReadMs = performance.now() - started;
        }
      };
      return {
        ordersPerRead,
        async read(query) {
          if (left) throw new Error('report lane: a read after the report left the lane');
          if (giveWay) {
            const stepped = Date.now();
            await giveWay(previousReadMs);
            deadline += Date.now() - stepped;
          }
          if (Date.now() >= deadline) throw reportTooLong(timeLimitMs);
          try {
            return await readBefore(deadline, () => timedRead(query));
          } catch (error) {
            if (isStatementTimeout(error)) throw reportTooLong(timeLimitMs);
            throw error;
          }
        },
        leave() {
          left = true;
          release();
        },
      };
    },
    get running() {
      return turns.running;
    },
    get waiting() {
      return turns.waiting;
    },
  };
}

/** Runs one report in the lane, leaving it however the report ends. */
export async function inReportLane<T>(
  lane: ReportLane,
  clientGone: AbortSignal | undefined,
  work: (reader: ReportReader) => Promise<T>,
): Promise<T> {
  const report = await lane.enter(clientGone);
  try {
    return await work(report);
  } finally {
    report.leave();
  }
}
