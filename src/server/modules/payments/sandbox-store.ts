/**
 * The sandbox provider's state and its reads and writes of `sandbox_objects`, shared by its payment intents, checkout
 * sessions, refunds and events. The payments module owns the table; nothing outside this module writes it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sandboxObjects } from './schema';
import type { PaymentEvent } from './payment-provider';
import { PaymentProviderError } from './payment-provider';
import type { Row } from './sandbox-model';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the sandbox is given: where it keeps its objects, its secret, and the functions it calls out to. */
export interface SandboxOptions {
  db: Db;
  /** The webhook signing secret (kept by the server, shared by its instances). */
  secret: string;
  /** Where events go: the fulfilment function. */
  deliver(event: PaymentEvent): Promise<unknown>;
  /** Why the payment for this order may not be taken now, or null (PaymentsOptions.beforePayment). */
  beforePayment?: (orderId: string) => Promise<string | null>;
  log?: { warn(obj: unknown, msg: string): void };
  /** Milliseconds between sweeps for undelivered events (default 5000). */
  sweepInterval?: number;
}

type ObjectKind = 'payment_intent' | 'checkout_session';

export const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** Compares a client secret in constant time, so its answer time tells nothing about the right one. */
export function sameSecret(given: string, expected: string | null): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A payment intent or checkout session by its id, or null. */
export const findObject = (db: DbOrTx, id: string, kind: ObjectKind) => objectRow(db, id, kind, false);

/** The same, locked until the transaction ends, so two changes of one object take turns. */
export const lockObject = (tx: Tx, id: string, kind: ObjectKind) => objectRow(tx, id, kind, true);

async function objectRow(db: DbOrTx, id: string, kind: ObjectKind, lock: boolean): Promise<Row | null> {
  const query = db
    .select()
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** Moves an object to a new status (and, for a completed session, its payment intent). */
export async function setStatus(tx: Tx, id: string, status: string, paymentIntentId?: string): Promise<Row> {
  const [row] = await tx
    .update(sandboxObjects)
    .set({ status, ...(paymentIntentId ? { paymentIntentId } : {}), updatedAt: new Date() })
    .where(eq(sandboxObjects.id, id))
    .returning();
  return row!;
}

/** Stripe's idempotency: the same key gives the first answer, provided the request is the same. */
export async function sameRequest(tx: DbOrTx, key: string, kind: string, amount: number): Promise<Row> {
  const [existing] = await tx.select().from(sandboxObjects).where(eq(sandboxObjects.idempotencyKey, key));
  if (!existing || existing.kind !== kind || existing.amount !== amount) throw idempotencyError();
  return existing;
}

export function idempotencyError(): PaymentProviderError {
  return new PaymentProviderError(
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    'idempotency_error',
    400,
  );
}
