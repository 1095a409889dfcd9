/**
 * Staff during a rush: payments that complete go ahead of checkouts that are only starting.
 *
 * The database takes a limited amount of work at once (PostgreSQL: the pool's connections; PGlite: one statement at a
 * time). Starting a checkout (price the basket, record the order, create the sandbox's payment) is several round trips;
 * completing a payment (the card confirmed, a webhook) and telling the dashboards is a few more. Left to a first come,
 * first served queue, a burst of 200 customers pressing Pay puts 200 checkouts' statements ahead of every payment that
 * completes meanwhile, and the staff see each paid order seconds late.
 *
 * So the work that may wait is given a number of places, and the payments share them without ever waiting:
 * - urgent work (a payment completing) starts at once, and holds a place while it runs;
 * - ordinary work (a step of a checkout starting) starts only while a place is free, otherwise waits here, in the
 *   order it came, until urgent or ordinary work ends.
 * Everything else (the menu, dashboards, staff pages) passes by, as before. A customer who leaves while their step
 * waits (clientGone) leaves the queue: no order and no payment is started for them.
 */
export interface WorkLanes {
  /** A payment completing: never waits. */
  urgent<T>(work: () => Promise<T>): Promise<T>;
  /** A step of a checkout starting: waits for a free place, in arrival order. */
  ordinary<T>(work: () => Promise<T>, clientGone?: AbortSignal): Promise<T>;
  /**
   * Resolves once no work runs or waits, or after `maxWaitMs` at the latest: for background work (a report's read on
   * PostgreSQL) that should go between the shop's live work, never ahead of it, yet never wait for ever.
   */
  quiet(maxWaitMs: number, signal?: AbortSignal): Promise<void>;
  /** Work running now (urgent and ordinary together), and ordinary work waiting for a place. */
  readonly running: number;
  readonly waiting: number;
}

/**
 * The places, from the database's connections: PostgreSQL's pool less four kept for everything else (10 → 6); one for
 * the embedded database, which runs one statement at a time in this very process: there, while a payment completes,
 * no checkout step starts, or each of the payment's statements would queue behind the checkout's (measured: with two
 * places, 68 payments were under way at once during the bench's burst, and each took a second).
 */
export function lanePlaces(connections: number): number {
  return Math.max(1, connections - 4);
}

export function createWorkLanes(places: number): WorkLanes {
  if (!Number.isInteger(places) || places < 1)
    throw new Error(`work lanes: places must be a whole number ≥ 1, not ${places}`);
  let running = 0;
  const queue: Array<() => void> = [];
  const quietWaiters = new Set<() => void>();

  const release = () => {
    running--;
    while (running < places && queue.length > 0) queue.shift()!();
    if (running === 0) for (const waiter of [...quietWaiters]) waiter();
  };

  const place = (clientGone?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (clientGone?.aborted) return reject(clientGone.reason);
      if (running < places && queue.length === 0) {
        running++;
        return resolve();
      }
      const take = () => {
        clientGone?.removeEventListener('abort', leave);
        running++;
        resolve();
      };
      function leave() {
        const at = queue.indexOf(take);
        if (at >= 0) queue.splice(at, 1);
        reject(clientGone!.reason);
      }
      queue.push(take);
      clientGone?.addEventListener('abort', leave, { once: true });
    });

  const hold = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } finally {
      release();
    }
  };

  return {
    urgent(work) {
      running++;
      return hold(work);
    },
    async ordinary(work, clientGone) {
      await place(clientGone);
      return hold(work);
    },
    quiet(maxWaitMs, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        if (running === 0 || maxWaitMs <= 0) return resolve();
        const done = () => {
          quietWaiters.delete(done);
          clearTimeout(timer);
          signal?.removeEventListener('abort', gone);
          resolve();
        };
        const gone = () => {
          done();
          reject(signal!.reason);
        };
        const timer = setTimeout(done, maxWaitMs);
        quietWaiters.add(done);
        signal?.addEventListener('abort', gone, { once: true });
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The longest a report's read waits for the shop's live work to pause, however long its previous read took. */
const REPORT_YIELD_MAX_MS = 250;

/**
 * How a report's reads give way to the shop's live work, on either database. PostgreSQL serves them from a pool of
 * their own, but the machine's cores and this process's event loop are shared, and a year's export read as fast as it
 * can doubled a checkout's time; the embedded database runs in this very process, one statement at a time, so a read
 * there stops everything else while it runs. So while checkouts or payments are under way, each read first rests for
 * as long as the previous read took, then waits for the live work to pause (as long again at most): the export then
 * takes at most about a third of the time it shares with a rush, and runs at full speed when the shop is quiet.
 * (Waiting only for a pause was not enough: four customers paying one after another leave gaps of a moment, and each
 * read went into one and met the next checkout.)
 */
export function giveWayToLiveWork(lanes: WorkLanes): (previousReadMs: number) => Promise<void> {
  return async (previousReadMs) => {
    const yieldMs = Math.min(previousReadMs, REPORT_YIELD_MAX_MS);
    if (lanes.running === 0 || yieldMs <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, yieldMs));
    await lanes.quiet(yieldMs);
  };
}
