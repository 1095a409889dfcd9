/**
 * What staff change about the shop's hours and the counter: the weekly hours and date exceptions, pause and resume,
 * Busy, slot capacity, the ASAP wait's settings and the baristas on shift. Each change is one transaction that creates
 * the shop's state row if it is the first, records who changed what, and announces the new status to every storefront.
 */
import type { AsapWaitBody, OpeningSettingsAnswer } from '@domain/contracts/opening-hours';
import type { OpeningHours, WeeklySchedule } from '@domain/opening-hours-schema';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor, AuditService } from '../audit';
import type { LiveHub } from '../live';
import { dateExceptions, shopState, weeklyHours } from './schema';

/** The hours of a shop that never saved any: open round the clock. */
export const ALWAYS_OPEN: WeeklySchedule = [0, 1, 2, 3, 4, 5, 6].map(() => [
  { open: '00:00', close: '24:00' },
]) as WeeklySchedule;

interface ChangeDeps {
  db: Db;
  live: LiveHub;
  audit: AuditService;
  now: () => Date;
  /** The settings as staff see them after the change (the answer of every change call). */
  settingsAnswer: () => Promise<OpeningSettingsAnswer>;
}

/** Creates the shop_state row (open round the clock) the first time staff change anything. */
async function ensureState(tx: DbOrTx): Promise<boolean> {
  const inserted = await tx.insert(shopState).values({ id: 1 }).onConflictDoNothing().returning({ id: shopState.id });
  if (inserted.length > 0) {
    await tx
      .insert(weeklyHours)
      .values(
        ALWAYS_OPEN.flatMap((ranges, weekday) =>
          ranges.map((range) => ({ weekday, opensAt: range.open, closesAt: range.close })),
        ),
      );
  }
  return inserted.length > 0;
}

export function createOpeningHoursChanges({ db, live, audit, now, settingsAnswer }: ChangeDeps) {
  /** Announces a change on the menu stream every storefront holds, on every instance (after commit). */
  const announce = (tx: DbOrTx) => live.publish('menu', { change: 'shop-status' }, tx);

  async function changeState(
    actor: Actor,
    action: string,
    values: Partial<typeof shopState.$inferInsert>,
    details: Record<string, unknown>,
  ): Promise<OpeningSettingsAnswer> {
    await db.transaction(async (tx) => {
      await ensureState(tx);
      await tx
        .update(shopState)
        .set({ ...values, updatedAt: now() })
        .where(eq(shopState.id, 1));
      await audit.record(tx, actor, { action, entityType: 'shop', entityId: null, details });
      await announce(tx);
    });
    return settingsAnswer();
  }

  return {
    /** PUT /api/admin/opening-hours: replaces the weekly ranges and the date exceptions (validated by the contract). */
    async setHours(actor: Actor, hours: OpeningHours): Promise<OpeningSettingsAnswer> {
      await db.transaction(async (tx) => {
        await ensureState(tx);
        await tx.delete(weeklyHours);
        const ranges = hours.weekly.flatMap((day, weekday) =>
          day.map((range) => ({ weekday, opensAt: range.open, closesAt: range.close })),
        );
        if (ranges.length) await tx.insert(weeklyHours).values(ranges);
        await tx.delete(dateExceptions);
        if (hours.exceptions.length) {
          await tx.insert(dateExceptions).values(
            hours.exceptions.map((exception) => ({
              date: exception.date,
              closed: exception.closed,
              hours: exception.closed ? [] : exception.hours,
              note: exception.note,
            })),
          );
        }
        await audit.record(tx, actor, {
          action: 'opening_hours.update',
          entityType: 'shop',
          entityId: null,
          details: { weekly: hours.weekly, exceptions: hours.exceptions },
        });
        await announce(tx);
      });
      return settingsAnswer();
    },

    /** POST /api/admin/shop-pause: for 15, 30 or 60 minutes, or until resumed (null). */
    async pause(actor: Actor, minutes: 15 | 30 | 60 | null): Promise<OpeningSettingsAnswer> {
      const until = minutes === null ? null : new Date(now().getTime() + minutes * 60_000);
      return changeState(
        actor,
        'shop.pause',
        { paused: true, pausedUntil: until },
        { minutes, until: until?.toISOString() ?? null },
      );
    },

    /** POST /api/admin/shop-resume. */
    async resume(actor: Actor): Promise<OpeningSettingsAnswer> {
      return changeState(actor, 'shop.resume', { paused: false, pausedUntil: null }, {});
    },

    async setBusy(actor: Actor, busyMinutes: number): Promise<OpeningSettingsAnswer> {
      return changeState(actor, 'shop.busy', { busyMinutes }, { busyMinutes });
    },

    async setCapacity(actor: Actor, capacity: number | null): Promise<OpeningSettingsAnswer> {
      return changeState(actor, 'shop.capacity', { slotCapacity: capacity }, { capacity });
    },

    /** PUT /api/admin/asap-wait: Minutes per drink and Longest ASAP wait (null: off). */
    async setAsapWait(actor: Actor, wait: AsapWaitBody): Promise<OpeningSettingsAnswer> {
      return changeState(actor, 'shop.asap_wait', wait, wait);
    },

    /** PUT /api/admin/shop-baristas: the baristas on shift, set at the counter beside Busy. */
    async setBaristas(actor: Actor, baristas: number): Promise<OpeningSettingsAnswer> {
      return changeState(actor, 'shop.baristas', { baristas }, { baristas });
    },
  };
}
