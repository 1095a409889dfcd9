/**
 * The shop's hours, exceptions, pause, busy minutes, slot capacity and the ASAP wait's settings (minutes per drink,
 * baristas on shift, longest ASAP wait), read from the tables this module owns (weekly_hours, date_exceptions,
 * shop_state; staff's changes to them are opening-hours-changes.ts), and the check of a checkout's pickup time. The rules
 * are the domain's (opening-hours.ts, pickup-slots.ts); this file only feeds them the stored settings and `now()`.
 *
 * The clock is injected (`now` in the deps), so tests move it. A pause ends by itself: it is stored with its `until`,
 * and every read compares that with the clock; nothing has to run when it ends.
 *
 * Capacity and races: when a slot capacity is set, `reserve` takes a transaction-scoped advisory lock, counts the
 * drinks already due and records the order inside the same transaction, so two customers racing for the last place
 * are served one after the other: the second sees the first's order and is refused with 409 before paying.
 *
 * Holds (src/domain/slot-holds.ts): a slot counts its paid cups and the cups of checkouts whose short hold is in
 * force. Under the same lock, a checkout lets go of its own earlier holds and one client address is held to two
 * slots' worth of cups (429 beyond). A payment is asked about paid cups only (`roomForPayment`): holds give way.
 */
import { openIntervals, shopInstant, shopStatus } from '@domain/opening-hours';
import type { DateException, OpeningHours, Pause, WeeklySchedule } from '@domain/opening-hours-schema';
import {
  PICKUP_HORIZON_DAYS,
  closedForPickup,
  pickupOptions,
  slotKey,
  slotStartOf,
  validatePickup,
  type PickupChoice,
  type PickupSettings,
} from '@domain/pickup-slots';
import type { OpeningSettingsAnswer, ShopStatusAnswer } from '@domain/contracts/opening-hours';
import { DEFAULT_BARISTAS, DEFAULT_MINUTES_PER_DRINK, SHOP_PREP_MINUTES } from '@domain/asap-wait';
import { TOO_MANY_HOLDS, mayHold, roomForPayment } from '@domain/slot-holds';
import { asc, eq } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-locks';
import type { Db, DbOrTx } from '../../db/client';
import { dateExceptions, shopState, weeklyHours } from './schema';
import { AppError, conflict } from '../../errors';
import type { AuditService } from '../audit';
import type { LiveHub } from '../live';
import { cupsWaitingToday, slotHolds, type Holder } from '../orders';
import { ALWAYS_OPEN, createOpeningHoursChanges } from './opening-hours-changes';

export interface OpeningHoursDeps {
  db: Db;
  live: LiveHub;
  audit: AuditService;
  now: () => Date;
}

interface StoredSettings {
  configured: boolean;
  weekly: WeeklySchedule;
  exceptions: DateException[];
  pause: Pause;
  busyMinutes: number;
  capacity: number | null;
  minutesPerDrink: number;
  baristas: number;
  longestAsapWait: number | null;
}

/** The ASAP wait's settings of a shop that never saved any. */
const WAIT_DEFAULTS = {
  minutesPerDrink: DEFAULT_MINUTES_PER_DRINK,
  baristas: DEFAULT_BARISTAS,
  longestAsapWait: null,
};

/** What a recorded order keeps of its pickup time, and the instant its hold begins. */
export interface ReservedPickup {
  asap: boolean;
  at: Date;
  now: Date;
}

async function readSettings(db: DbOrTx): Promise<StoredSettings> {
  const [state] = await db.select().from(shopState).where(eq(shopState.id, 1)).limit(1);
  if (!state) {
    const empty = { weekly: ALWAYS_OPEN, exceptions: [], pause: null, busyMinutes: 0, capacity: null };
    return { configured: false, ...empty, ...WAIT_DEFAULTS };
  }
  const ranges = await db.select().from(weeklyHours).orderBy(asc(weeklyHours.weekday), asc(weeklyHours.opensAt));
  const weekly = [[], [], [], [], [], [], []] as unknown as WeeklySchedule;
  for (const range of ranges) weekly[range.weekday]?.push({ open: range.opensAt, close: range.closesAt });
  const exceptionRows = await db.select().from(dateExceptions).orderBy(asc(dateExceptions.date));
  const exceptions: DateException[] = exceptionRows.map((row) =>
    row.closed
      ? { date: row.date, closed: true, note: row.note }
      : { date: row.date, closed: false, hours: row.hours, note: row.note },
  );
  return {
    configured: true,
    weekly,
    exceptions,
    pause: state.paused ? { until: state.pausedUntil } : null,
    busyMinutes: state.busyMinutes,
    capacity: state.slotCapacity,
    minutesPerDrink: state.minutesPerDrink,
    baristas: state.baristas,
    longestAsapWait: state.longestAsapWait,
  };
}

// The slot capacity's reads: what a pickup check and a checkout's holds are weighed against.

/** The cups due in each slot from `from` on: paid ones, and (unless `paidOnly`) those of holds in force. */
async function usedBySlot(
  tx: DbOrTx,
  at: Date,
  { from = at, excludeKey, paidOnly = false }: { from?: Date; excludeKey?: string; paidOnly?: boolean } = {},
): Promise<Record<string, number>> {
  const rows = await slotHolds.drinksDueBetween(tx, {
    from: new Date(from.getTime() - 15 * 60_000),
    to: new Date(at.getTime() + (PICKUP_HORIZON_DAYS + 1) * 24 * 3_600_000),
    holdsAt: at,
    ...(excludeKey ? { excludeIdempotencyKey: excludeKey } : {}),
  });
  const used: Record<string, number> = {};
  for (const row of rows) {
    if (paidOnly && !row.paid) continue;
    const key = slotKey(slotStartOf(row.pickupAt));
    used[key] = (used[key] ?? 0) + row.drinks;
  }
  return used;
}

/** What the domain's pickup check needs: the stored settings, the cups due per slot, the queue at the counter, at `at`. */
async function pickupSettings(
  tx: DbOrTx,
  stored: StoredSettings,
  at: Date,
  excludeKey?: string,
): Promise<PickupSettings> {
  return {
    weekly: stored.weekly,
    exceptions: stored.exceptions,
    pause: stored.pause,
    busyMinutes: stored.busyMinutes,
    prepMinutes: SHOP_PREP_MINUTES,
    capacity: stored.capacity,
    usedBySlot: stored.capacity === null ? {} : await usedBySlot(tx, at, excludeKey ? { excludeKey } : {}),
    queue: {
      cupsWaiting: await cupsWaitingToday(tx, at),
      minutesPerDrink: stored.minutesPerDrink,
      baristas: stored.baristas,
    },
    longestAsapWait: stored.longestAsapWait,
    now: at,
  };
}

/**
 * One checkout holds one basket (its other holds go), and one address at most its share of cups: 429 beyond it.
 * Runs under the capacity lock, so two checkouts from one address cannot both slip under the limit.
 */
async function holdsAllowed(
  tx: DbOrTx,
  at: Date,
  capacity: number | null,
  holder: Holder,
  drinks: number,
  key: string,
) {
  if (holder.checkout) await slotHolds.letOtherHoldsGo(tx, holder.checkout, key, at);
  if (!holder.by) return;
  const held = await slotHolds.cupsHeldBy(tx, holder.by, at, key);
  if (!mayHold(capacity, held, drinks)) throw new AppError('too_many_requests', TOO_MANY_HOLDS);
}

export function createOpeningHoursService({ db, live, audit, now }: OpeningHoursDeps) {
  async function statusOf(stored: StoredSettings, drinks = 1): Promise<ShopStatusAnswer> {
    const settings = await pickupSettings(db, stored, now());
    const status = shopStatus(stored.weekly, stored.exceptions, stored.pause, settings.now);
    const options = pickupOptions(settings, { drinks });
    return {
      open: status.open,
      paused: status.paused,
      pausedUntil: status.paused ? (stored.pause?.until?.toISOString() ?? null) : null,
      text: status.text,
      pickup: {
        asap: options.asap,
        asapMinutes: options.asapMinutes,
        slots: options.slots.map((slot) => ({ start: slot.start.toISOString(), label: slot.label })),
      },
    };
  }

  async function settingsAnswer(): Promise<OpeningSettingsAnswer> {
    const stored = await readSettings(db);
    const at = now();
    const paused = stored.pause !== null && (stored.pause.until === null || at < stored.pause.until);
    return {
      configured: stored.configured,
      weekly: stored.weekly,
      exceptions: stored.exceptions,
      paused,
      pausedUntil: paused ? (stored.pause?.until?.toISOString() ?? null) : null,
      busyMinutes: stored.busyMinutes,
      capacity: stored.capacity,
      minutesPerDrink: stored.minutesPerDrink,
      baristas: stored.baristas,
      longestAsapWait: stored.longestAsapWait,
      status: await statusOf(stored),
    };
  }

  return {
    now,

    /** GET /api/shop-status: the state in words and what the Pickup time select offers. */
    async status(drinks = 1): Promise<ShopStatusAnswer> {
      return statusOf(await readSettings(db), drinks);
    },

    /** GET /api/admin/opening-hours. */
    settings: settingsAnswer,

    /** Whether online orders are paused at this instant (fulfilment marks a payment that completes meanwhile). */
    async pausedNow(tx: DbOrTx = db): Promise<boolean> {
      const { pause } = await readSettings(tx);
      return pause !== null && (pause.until === null || now() < pause.until);
    },

    /** Whether the shop, with its hours now, is closed at an order's pickup time (fulfilment marks such a payment). */
    async closedForPickup(tx: DbOrTx, pickup: { asap: boolean; at: Date }): Promise<boolean> {
      const { weekly, exceptions } = await readSettings(tx);
      return closedForPickup(weekly, exceptions, pickup);
    },

    /** When the shop opens on a shop date, with its hours now; null when it does not open that day (stock's reset). */
    async opensOn(tx: DbOrTx, date: string): Promise<Date | null> {
      const { weekly, exceptions } = await readSettings(tx);
      return openIntervals(weekly, exceptions, shopInstant(date, '12:00'), 1)[0]?.start ?? null;
    },

    ...createOpeningHoursChanges({ db, live, audit, now, settingsAnswer }),

    /**
     * Checkout: checks the pickup choice (absent = ASAP) for `drinks` drinks and, if accepted, runs `record` (which
     * records the order and its hold through the orders module) in the same transaction, under the capacity lock when
     * a capacity is set. Refuses with 409 and the domain's sentence otherwise, and with 429 when the client's address
     * already holds its share. `idempotencyKey` is the order's own key: a retry of the same checkout does not count
     * its own earlier attempt against the slot.
     */
    async reserve<T>(
      choice: PickupChoice,
      drinks: number,
      idempotencyKey: string,
      holder: Holder,
      record: (tx: DbOrTx, pickup: ReservedPickup) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        let stored = await readSettings(tx);
        if (stored.capacity !== null) {
          await lockUntilCommit(tx, 'slotCapacity');
          // Read again under the lock: the capacity or the pause may have changed while waiting for it.
          stored = await readSettings(tx);
          await holdsAllowed(tx, now(), stored.capacity, holder, drinks, idempotencyKey);
        }
        const decision = validatePickup(choice, await pickupSettings(tx, stored, now(), idempotencyKey), drinks);
        if (!decision.ok) throw conflict(decision.refusal.message, { reason: decision.refusal.kind });
        const pickup: ReservedPickup =
          decision.pickup.kind === 'asap'
            ? { asap: true, at: decision.pickup.readyAt, now: now() }
            : { asap: false, at: decision.pickup.start, now: now() };
        return record(tx, pickup);
      });
    },

    /**
     * Paid cups first: right before a payment is taken, is there room in its slot beside the cups already paid for?
     * Holds do not count (they give way to a payment); ASAP orders and a shop without a capacity always have room.
     */
    async roomForPayment(
      tx: DbOrTx,
      pickup: { asap: boolean; at: Date },
      drinks: number,
      idempotencyKey: string,
    ): Promise<boolean> {
      const { capacity } = await readSettings(tx);
      if (capacity === null || pickup.asap) return true;
      const paid = await usedBySlot(tx, now(), { from: pickup.at, excludeKey: idempotencyKey, paidOnly: true });
      return roomForPayment(capacity, paid[slotKey(slotStartOf(pickup.at))] ?? 0, drinks);
    },
  };
}

export type OpeningHoursService = ReturnType<typeof createOpeningHoursService>;

/** The demo shop's hours (10:00–22:00 every day), written once: running the seed again changes nothing. */
export async function seedOpeningHours(db: Db, hours: OpeningHours): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(shopState).values({ id: 1 }).onConflictDoNothing().returning({ id: shopState.id });
    if (inserted.length === 0) return false;
    const ranges = hours.weekly.flatMap((day, weekday) =>
      day.map((range) => ({ weekday, opensAt: range.open, closesAt: range.close })),
    );
    if (ranges.length) await tx.insert(weeklyHours).values(ranges);
    return true;
  });
}
