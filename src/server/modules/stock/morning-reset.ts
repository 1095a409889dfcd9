/**
 * The morning's reset reaches open menus at opening time, not only when a count is next read: each instance wakes at
 * the next opening time, shop time (and at least hourly, as the hours may change meanwhile), and applies every reset
 * due. The instance whose conditional update sets a count audits it and announces the menu's change in that
 * transaction, so every instance drops its cached menu and every open menu asks again; the others find nothing due.
 */
import { shopDate, shopInstant } from '@domain/opening-hours';
import { addLocalDays } from '@domain/report-range';
import type { DbOrTx } from '../../db/client';
import type { StockClock } from './counted-stock';

/** The longest the timer waits before looking at the clock and the hours again. */
const LONGEST_WAIT_MS = 60 * 60_000;

/** The next opening time after now, today's or tomorrow's, shop time; null when the shop opens on neither. */
export async function nextOpening(db: DbOrTx, clock: StockClock): Promise<Date | null> {
  const now = clock.now();
  const today = shopDate(now);
  for (const date of [today, addLocalDays(today, 1)]) {
    const at = clock.opening ? await clock.opening.opensOn(db, date) : shopInstant(date, '00:00');
    if (at && at > now) return at;
  }
  return null;
}

export interface MorningResetDeps {
  db: DbOrTx;
  clock: StockClock;
  /** Applies every reset due now (reading the counts applies them). */
  apply: () => Promise<unknown>;
  log?: { warn(obj: unknown, msg: string): void } | undefined;
}

export function scheduleMorningReset({ db, clock, apply, log }: MorningResetDeps) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let inFlight: Promise<void> | null = null;

  const tick = async () => {
    timer = null;
    try {
      await apply();
    } catch (error) {
      // A database away for a moment: the next wake (at most an hour later) or the next read of a count resets.
      log?.warn({ err: error }, 'the morning stock reset failed');
    }
    if (running) await plan();
  };

  const plan = async () => {
    let wait = LONGEST_WAIT_MS;
    try {
      const at = await nextOpening(db, clock);
      if (at) wait = Math.min(Math.max(0, at.getTime() - clock.now().getTime()), LONGEST_WAIT_MS);
    } catch (error) {
      log?.warn({ err: error }, 'the next opening time could not be read for the stock reset');
    }
    if (!running) return;
    timer = setTimeout(() => void run(), wait);
    timer.unref?.();
  };

  const run = () => {
    inFlight = tick().finally(() => (inFlight = null));
    return inFlight;
  };

  return {
    /** Applies a reset already due (the shop started after opening time), then waits for the next opening. */
    start() {
      if (running) return;
      running = true;
      void run();
    },
    /** Stops waking; waits for a reset under way, so the database is not closed under it. */
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}
