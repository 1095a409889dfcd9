/**
 * PINs: each member of staff may have a 4–6 digit PIN, hashed with argon2id as passwords are, set by the Owner on the
 * Staff page or by the person (with their password). On a counter device the PIN alone says who is switching in, so no
 * two active people may hold the same one: a new PIN is checked against every other active person's.
 *
 * A PIN is short, so guessing is what must be stopped: the wrong tries are counted per device, each try is counted
 * before its PIN is checked (a burst of tries at once cannot slip past the count), and the fifth wrong one in a row
 * locks the device's PIN screen for a few minutes. Wrong tries older than that lock's length are forgotten.
 */
import { and, asc, eq, isNotNull, isNull, lte, lt, or, sql } from 'drizzle-orm';
import {
  NOT_A_COUNTER_DEVICE,
  PIN_ATTEMPTS,
  PIN_LOCK_MINUTES,
  PIN_TAKEN,
  pinLockedMessage,
  wrongPinMessage,
} from '@domain/counter-device';
import { KIOSK_ONLY } from '@domain/kiosk';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import { activeDevice, type DeviceRow } from './counter-devices';
import { hashPassword, verifyPassword } from './password-hashing';
import { counterDevices, users } from './schema';
import type { UserRow } from './users-repository';

const LOCK_MS = PIN_LOCK_MINUTES * 60_000;

/** Everyone a PIN could switch in: active, with a staff role and a PIN. */
const canSwitchIn = and(isNotNull(users.pinHash), isNotNull(users.role), isNull(users.deactivatedAt));

/** The active person whose PIN this is, if any (each stored PIN is checked: they are salted, so none can be looked up). */
async function personWithPin(db: DbOrTx, pin: string): Promise<UserRow | null> {
  const people = await db.select().from(users).where(canSwitchIn).orderBy(asc(users.createdAt));
  const matches = await Promise.all(people.map((person) => verifyPassword(person.pinHash!, pin)));
  return people[matches.indexOf(true)] ?? null;
}

/** Active staff and their PIN hashes, the person named excluded, locked when asked (a PIN is being set). */
async function otherPins(db: DbOrTx, exceptUserId: string, lock: boolean) {
  const query = db
    .select({ id: users.id, pinHash: users.pinHash })
    .from(users)
    .where(and(isNotNull(users.role), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id));
  const rows = lock ? await query.for('update') : await query;
  return rows.filter((row) => row.id !== exceptUserId);
}

const samePins = (a: Array<{ id: string; pinHash: string | null }>, b: typeof a) =>
  a.length === b.length && a.every((row, index) => row.id === b[index]!.id && row.pinHash === b[index]!.pinHash);

/**
 * Sets a person's PIN, refusing one another active person holds. The others' PINs are checked outside the transaction
 * (hashing takes a moment, and the embedded database runs one transaction at a time); the transaction then locks the
 * active staff's rows and writes only if nobody's PIN changed meanwhile, else the check runs again.
 */
export async function setPin(db: Db, actor: Actor, userId: string, pin: string): Promise<void> {
  const pinHash = await hashPassword(pin);
  for (let attempt = 0; attempt < 3; attempt++) {
    const others = await otherPins(db, userId, false);
    const taken = await Promise.all(others.map((other) => other.pinHash && verifyPassword(other.pinHash, pin)));
    if (taken.includes(true)) throw new AppError('conflict', PIN_TAKEN, { field: 'pin' });
    const written = await db.transaction(async (tx) => {
      const [person] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
      if (!person?.role) throw new AppError('not_found', 'No such member of staff.');
      if (person.deactivatedAt) throw new AppError('conflict', 'This person is deactivated: they need no PIN.');
      if (!samePins(await otherPins(tx, userId, true), others)) return false;
      await tx.update(users).set({ pinHash, updatedAt: new Date() }).where(eq(users.id, userId));
      await recordAudit(tx, actor, {
        action: 'staff.pin',
        entityType: 'user',
        entityId: userId,
        details: { name: person.name, email: person.email, own: actor.userId === userId },
      });
      return true;
    });
    if (written) return;
  }
  throw new AppError('conflict', 'PINs were changing at the same moment: please try again.');
}

/**
 * Counts one try on the device before its PIN is checked, and answers how many tries in a row this is; null when the
 * device's PIN screen is locked (or its tries are used up by tries still being checked).
 */
async function countTry(db: DbOrTx, deviceId: string, now: Date): Promise<number | null> {
  const forgetBefore = new Date(now.getTime() - LOCK_MS);
  const [row] = await db
    .update(counterDevices)
    .set({
      // A lock that has run out, or tries long past, start the count again.
      pinFailures: sql`case when ${counterDevices.pinLockedUntil} is not null or ${counterDevices.pinTriedAt} < ${forgetBefore} then 1 else ${counterDevices.pinFailures} + 1 end`,
      pinLockedUntil: null,
      pinTriedAt: now,
    })
    .where(
      and(
        eq(counterDevices.id, deviceId),
        isNull(counterDevices.revokedAt),
        or(
          lte(counterDevices.pinLockedUntil, now),
          and(
            isNull(counterDevices.pinLockedUntil),
            or(lt(counterDevices.pinFailures, PIN_ATTEMPTS), lt(counterDevices.pinTriedAt, forgetBefore)),
          ),
        ),
      ),
    )
    .returning({ tries: counterDevices.pinFailures });
  return row?.tries ?? null;
}

async function refuseLocked(db: DbOrTx, device: DeviceRow, now: Date): Promise<never> {
  const [row] = await db
    .select({ until: counterDevices.pinLockedUntil, revokedAt: counterDevices.revokedAt })
    .from(counterDevices)
    .where(eq(counterDevices.id, device.id));
  if (!row || row.revokedAt) throw new AppError('unauthorized', NOT_A_COUNTER_DEVICE);
  const until = row.until && row.until > now ? row.until : new Date(now.getTime() + LOCK_MS);
  throw new AppError('too_many_requests', pinLockedMessage(until, now), { lockedUntil: until.toISOString() });
}

/** The fifth wrong PIN in a row: the PIN screen locks, and the shop's activity log says so. */
async function lockDevice(db: Db, device: DeviceRow, now: Date): Promise<never> {
  const until = new Date(now.getTime() + LOCK_MS);
  await db.transaction(async (tx) => {
    await tx.update(counterDevices).set({ pinLockedUntil: until }).where(eq(counterDevices.id, device.id));
    await recordAudit(tx, null, {
      action: 'device.pin_locked',
      entityType: 'counter_device',
      entityId: device.id,
      details: { name: device.name, tries: PIN_ATTEMPTS },
    });
  });
  throw new AppError('too_many_requests', pinLockedMessage(until, now), { lockedUntil: until.toISOString() });
}

/**
 * Who a PIN switches in on the device a cookie token names: the person, once their PIN is right; a wrong PIN is 401
 * with the tries left, the one that uses up the tries and any try while locked 429.
 */
export async function personForPin(
  db: Db,
  deviceToken: string | undefined,
  pin: string,
  now = new Date(),
): Promise<{ person: UserRow; device: DeviceRow }> {
  const device = await activeDevice(db, deviceToken);
  if (!device) throw new AppError('unauthorized', NOT_A_COUNTER_DEVICE);
  if (device.mode === 'kiosk') throw new AppError('not_allowed', KIOSK_ONLY);
  const tries = await countTry(db, device.id, now);
  if (tries === null) return refuseLocked(db, device, now);
  const person = await personWithPin(db, pin);
  if (person) {
    await db.update(counterDevices).set({ pinFailures: 0, lastUsedAt: now }).where(eq(counterDevices.id, device.id));
    return { person, device };
  }
  if (tries >= PIN_ATTEMPTS) return lockDevice(db, device, now);
  throw new AppError('unauthorized', wrongPinMessage(PIN_ATTEMPTS - tries));
}
