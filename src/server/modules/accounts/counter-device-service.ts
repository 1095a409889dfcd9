/**
 * The shared counter tablet as a service: its devices (counter-devices.ts), everyone's PIN (pins.ts), and switching a
 * person in on a device by PIN, which starts a session for that person tied to that device. What they then do is
 * recorded under them, with the device named (the session carries both to every audit entry).
 */
import { eq } from 'drizzle-orm';
import type { CounterDevice, CounterDeviceState, DeviceModeInput } from '@domain/contracts/counter-device';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import {
  deviceState,
  kioskDevice,
  listDevices,
  registerDevice,
  revokeDevice,
  setDeviceMode,
  type DeviceRow,
} from './counter-devices';
import { lockedUntil, recordFailure, throttleKeys, waitMessage } from './login-throttle';
import { verifyPassword } from './password-hashing';
import { personForPin, setPin } from './pins';
import { users } from './schema';
import { createSession, deleteSession, hashToken } from './sessions';
import type { UserRow } from './users-repository';

export const NOT_YOUR_PASSWORD = 'That is not your password.';

export interface SwitchedIn {
  /** The new session's cookie token. */
  token: string;
  csrfToken: string;
  expiresAt: Date;
  person: UserRow;
  device: DeviceRow;
  /** The id of the session the browser had before (whoever it was), now ended; null when it had none. */
  endedSessionId: string | null;
}

export class CounterDeviceService {
  constructor(private readonly db: Db) {}

  list(): Promise<CounterDevice[]> {
    return listDevices(this.db);
  }

  register(actor: Actor & { id: string }, name: string, deviceToken: string | undefined) {
    return registerDevice(this.db, actor, name, deviceToken);
  }

  revoke(actor: Actor, id: string): Promise<string[]> {
    return revokeDevice(this.db, actor, id);
  }

  /** Switches a device between the till and the kiosk; the ids of the sessions that ended are returned. */
  setMode(actor: Actor, id: string, input: DeviceModeInput): Promise<string[]> {
    return setDeviceMode(this.db, actor, id, input);
  }

  /** The kiosk whose cookie this is (an active device in kiosk mode), or null: the till's KioskDevices port. */
  kiosk(deviceToken: string | undefined) {
    return kioskDevice(this.db, deviceToken);
  }

  state(deviceToken: string | undefined): Promise<CounterDeviceState> {
    return deviceState(this.db, deviceToken);
  }

  /** The Owner sets someone's PIN on the Staff page. */
  setPin(actor: Actor, userId: string, pin: string): Promise<void> {
    return setPin(this.db, actor, userId, pin);
  }

  /**
   * A person sets their own PIN, with their password: whoever finds a screen left switched in cannot change it. Wrong
   * passwords count towards the sign-in throttle, as at sign-in.
   */
  async setMyPin(actor: Actor, input: { password: string; pin: string }, address: string): Promise<void> {
    const keys = throttleKeys(actor.email, address);
    const locked = await lockedUntil(this.db, keys);
    if (locked) throw new AppError('too_many_requests', waitMessage(locked));
    const [user] = await this.db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
    if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
      await recordFailure(this.db, keys);
      throw new AppError('invalid_data', NOT_YOUR_PASSWORD, { field: 'password' });
    }
    await setPin(this.db, actor, actor.userId, input.pin);
  }

  /**
   * Switches the person whose PIN this is in on the device the cookie names: whoever was signed in in this browser is
   * signed out, and a new session starts, tied to the device, with the person's own role.
   */
  async switchIn(deviceToken: string | undefined, pin: string, previousToken: string | undefined): Promise<SwitchedIn> {
    const { person, device } = await personForPin(this.db, deviceToken, pin);
    const endedSessionId = previousToken && previousToken.length <= 200 ? hashToken(previousToken) : null;
    await deleteSession(this.db, previousToken);
    return this.db.transaction(async (tx) => {
      const { token, session } = await createSession(tx, person.id, new Date(), device.id);
      const actor = { userId: person.id, email: person.email, name: person.name, device: { name: device.name } };
      await recordAudit(tx, actor, { action: 'auth.pin_switch', entityType: 'user', entityId: person.id });
      return { token, csrfToken: session.csrfToken, expiresAt: session.expiresAt, person, device, endedSessionId };
    });
  }
}
