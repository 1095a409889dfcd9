/**
 * Counter devices: a shared tablet an Owner or Manager signs in once. The device's cookie carries a random token (only
 * its SHA-256 is kept) and lasts until the device is revoked; people then switch in on it by PIN (pins.ts). Revoking a
 * device deletes its sessions, so whoever is switched in there is refused at their next call, and its cookie opens
 * nothing any more. Every change is audited.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CounterDevice, CounterDeviceState, DeviceModeInput } from '@domain/contracts/counter-device';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import { counterDevices, sessions, users } from './schema';
import { hashToken } from './sessions';

export type DeviceRow = typeof counterDevices.$inferSelect;

/** The device a cookie token belongs to, while it is not revoked. */
export async function activeDevice(db: DbOrTx, token: string | undefined): Promise<DeviceRow | null> {
  if (!token || token.length > 200) return null;
  const [device] = await db
    .select()
    .from(counterDevices)
    .where(and(eq(counterDevices.tokenHash, hashToken(token)), isNull(counterDevices.revokedAt)))
    .limit(1);
  return device ?? null;
}

/** The devices that are signed in, newest first, with who signed each in. */
export async function listDevices(db: DbOrTx): Promise<CounterDevice[]> {
  const rows = await db
    .select({ device: counterDevices, creatorName: users.name, creatorEmail: users.email })
    .from(counterDevices)
    .leftJoin(users, eq(users.id, counterDevices.createdByUserId))
    .where(isNull(counterDevices.revokedAt))
    .orderBy(desc(counterDevices.createdAt));
  return rows.map(({ device, creatorName, creatorEmail }) => ({
    id: device.id,
    name: device.name,
    createdAt: device.createdAt.toISOString(),
    createdBy: creatorName ?? creatorEmail,
    lastUsedAt: device.lastUsedAt?.toISOString() ?? null,
    mode: device.mode,
    readerId: device.readerId,
  }));
}

/**
 * Signs in the browser that asks as a counter device, and ends the session it asked with: a shared tablet must not
 * stay signed in as the Owner or Manager who set it up. Refused when the browser already is one.
 */
export async function registerDevice(
  db: Db,
  actor: Actor & { id: string },
  name: string,
  currentDeviceToken: string | undefined,
): Promise<{ token: string; device: CounterDevice }> {
  const current = await activeDevice(db, currentDeviceToken);
  if (current) {
    throw new AppError('conflict', `This browser is already the counter device "${current.name}".`);
  }
  const token = randomBytes(32).toString('base64url');
  const device = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(counterDevices)
      .values({ name: name.trim(), tokenHash: hashToken(token), createdByUserId: actor.userId })
      .returning();
    await recordAudit(tx, actor, {
      action: 'device.register',
      entityType: 'counter_device',
      entityId: row!.id,
      details: { name: row!.name },
    });
    await tx.delete(sessions).where(eq(sessions.id, actor.id));
    return row!;
  });
  return {
    token,
    device: {
      id: device.id,
      name: device.name,
      createdAt: device.createdAt.toISOString(),
      createdBy: actor.name ?? actor.email,
      lastUsedAt: null,
      mode: device.mode,
      readerId: device.readerId,
    },
  };
}

/** Revokes a device: its sessions end now (their ids are returned, so their live streams can be ended too). */
export async function revokeDevice(db: Db, actor: Actor, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [device] = await tx
      .update(counterDevices)
      .set({ revokedAt: new Date() })
      .where(and(eq(counterDevices.id, id), isNull(counterDevices.revokedAt)))
      .returning();
    if (!device) throw new AppError('not_found', 'No such counter device.');
    const ended = await tx.delete(sessions).where(eq(sessions.deviceId, id)).returning({ id: sessions.id });
    await recordAudit(tx, actor, {
      action: 'device.revoke',
      entityType: 'counter_device',
      entityId: id,
      details: { name: device.name },
    });
    return ended.map((session) => session.id);
  });
}

/** What the PIN screen needs: is this browser a counter device, and is its PIN screen locked. */
export async function deviceState(
  db: DbOrTx,
  deviceToken: string | undefined,
  now = new Date(),
): Promise<CounterDeviceState> {
  const device = await activeDevice(db, deviceToken);
  if (!device) return { device: null, lockedUntil: null };
  const locked = device.pinLockedUntil && device.pinLockedUntil > now ? device.pinLockedUntil : null;
  return { device: { name: device.name, mode: device.mode }, lockedUntil: locked?.toISOString() ?? null };
}

/**
 * A Manager switches a device between the till and the kiosk. Into kiosk mode, whoever is switched in on it is signed
 * out (their sessions end; their ids are returned so their live streams end too): a kiosk is the customers'.
 */
export async function setDeviceMode(db: Db, actor: Actor, id: string, input: DeviceModeInput): Promise<string[]> {
  const { mode, readerId } = input;
  return db.transaction(async (tx) => {
    const [device] = await tx
      .update(counterDevices)
      .set({ mode, ...(readerId === undefined ? {} : { readerId }) })
      .where(and(eq(counterDevices.id, id), isNull(counterDevices.revokedAt)))
      .returning();
    if (!device) throw new AppError('not_found', 'No such counter device.');
    const ended =
      mode === 'kiosk' ? await tx.delete(sessions).where(eq(sessions.deviceId, id)).returning({ id: sessions.id }) : [];
    await recordAudit(tx, actor, {
      action: 'device.mode',
      entityType: 'counter_device',
      entityId: id,
      details: { name: device.name, mode, ...(readerId === undefined ? {} : { readerId }) },
    });
    return ended.map((session) => session.id);
  });
}

/** The kiosk a cookie token belongs to: an active device in kiosk mode, or null. */
export async function kioskDevice(
  db: DbOrTx,
  token: string | undefined,
): Promise<{ id: string; name: string; readerId: string | null } | null> {
  const device = await activeDevice(db, token);
  if (!device || device.mode !== 'kiosk') return null;
  return { id: device.id, name: device.name, readerId: device.readerId };
}
