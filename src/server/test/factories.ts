/** Test data made to order (no copied fixtures). Each factory inserts a row with sensible defaults. */
import type { StaffRole } from '@domain/staff-roles';
import { randomUUID } from 'node:crypto';
import { categoryIdFromValue } from '@domain/catalogue';
import { isCustomerPaymentStatus } from '@domain/order-status';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { categories, orderLines, orders, products, promotions, users } from '../db/schema';

const unique = () => randomUUID().slice(0, 8);

/** Inserts one row and answers it as stored (defaults filled in). */
async function insertRow<T extends PgTable>(db: Db, table: T, values: PgInsertValue<T>): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  return row as T['$inferSelect'];
}

export async function makeCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const value = overrides.value ?? `cat-${unique()}`;
  return insertRow(db, categories, {
    id: categoryIdFromValue(value),
    value,
    displayName: `Category ${value}`,
    ...overrides,
  });
}

export async function makeProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
  const category = overrides.category ?? (await makeCategory(db)).value;
  const defaults = { name: `Product ${unique()}`, priceReg: 350, priceLrg: 420, calories: 200 };
  return insertRow(db, products, { ...defaults, ...overrides, category });
}

export async function makePromotion(db: Db, overrides: Partial<typeof promotions.$inferInsert> = {}) {
  const category = overrides.category ?? (await makeCategory(db)).value;
  return insertRow(db, promotions, {
    title: 'Buy 2 for £6.00',
    description: 'Two drinks, one price.',
    size: 'reg',
    requiredQuantity: 2,
    priceReg: 600,
    priceLrg: 750,
    active: true,
    ...overrides,
    category,
  });
}

type OrderLineInput = Partial<Omit<typeof orderLines.$inferInsert, 'orderId' | 'position'>>;

/**
 * An order with its lines, paid by default (payment_status paid, status pending, paid_at set). Pass paymentStatus
 * 'awaiting_payment', 'failed' or 'cancelled' (and status null) for a checkout attempt that was never paid.
 * The totals are the sum of the lines unless given.
 */
export async function makeOrder(
  db: Db,
  overrides: Partial<typeof orders.$inferInsert> = {},
  lines: OrderLineInput[] = [{ name: 'Classic Milk Tea', size: 'reg', quantity: 2, unitPrice: 350 }],
) {
  const priced = lines.map((line, position) => {
    const quantity = line.quantity ?? 1;
    const unitPrice = line.unitPrice ?? 350;
    return {
      name: 'Classic Milk Tea',
      category: 'milk-tea',
      size: 'reg' as const,
      ...line,
      quantity,
      unitPrice,
      lineSubtotal: line.lineSubtotal ?? quantity * unitPrice,
      position,
    };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.lineSubtotal, 0);
  const paid = isCustomerPaymentStatus(overrides.paymentStatus ?? 'paid');
  const [order] = await db
    .insert(orders)
    .values({
      customerName: 'Ann Example',
      customerEmail: `ann-${unique()}@example.com`,
      subtotal,
      discount: 0,
      totalAmount: subtotal,
      paymentStatus: 'paid',
      status: paid ? 'pending' : null,
      provider: 'sandbox',
      checkoutKind: 'in_page',
      providerRef: `pi_test_${unique()}${unique()}`,
      paidAt: paid ? new Date() : null,
      ...overrides,
    })
    .returning();
  if (priced.length) await db.insert(orderLines).values(priced.map((line) => ({ ...line, orderId: order!.id })));
  return order!;
}

// Drink options ----------------------------------------------------------------------------------------

const OPTION_DEFAULTS = { priceReg: 0, priceLrg: 0, isDefault: false, soldOut: false, sortOrder: 0 };

/** A drink option as the admin form sends it: free, not the default, on sale and first in its group unless told. */
export function optionInput(id: string, name: string, extra: Record<string, unknown> = {}) {
  return { id, name, ...OPTION_DEFAULTS, ...extra };
}

// Staff -------------------------------------------------------------------------------------------------

/** A user; pass password to sign in with it over HTTP (hashing takes a moment), or get a session from makeSession. */
export async function makeUser(
  db: Db,
  overrides: { email?: string; password?: string; isAdmin?: boolean; role?: StaffRole | null; name?: string } = {},
) {
  const { hashPassword } = await import('../modules/accounts');
  const password = overrides.password ?? `password-${unique()}`;
  const [row] = await db
    .insert(users)
    .values({
      email: (overrides.email ?? `staff-${unique()}@pearl.example`).toLowerCase(),
      passwordHash: await hashPassword(password),
      name: overrides.name ?? null,
      // An admin of the specification is an Owner: every staff permission.
      role: overrides.role !== undefined ? overrides.role : overrides.isAdmin ? 'owner' : null,
    })
    .returning();
  return { ...row!, password };
}

/** A signed-in session for user: the cookie and CSRF header to send with staff calls. */
export async function makeSession(db: Db, user: { id: string }) {
  const { createSession, SESSION_COOKIE } = await import('../modules/accounts');
  const { token, session } = await createSession(db, user.id);
  return {
    token,
    csrfToken: session.csrfToken,
    /** Headers for a call that changes something. */
    headers: { cookie: `${SESSION_COOKIE}=${token}`, 'x-csrf-token': session.csrfToken },
  };
}

/** A paid customer order (status pending) with a payment to refund, as checkout leaves it once the payment succeeded. */
export function makePaidOrder(db: Db, overrides: Partial<typeof orders.$inferInsert> = {}, lines?: OrderLineInput[]) {
  return makeOrder(db, { providerPaymentId: `pi_test_${unique()}${unique()}`, ...overrides }, lines);
}

/**
 * A paid order numbered #dayNumber on 1 January 2026, for one large Taro Milk Tea: the order the ready push tests
 * follow, each file counting its own numbers so that orders never share one.
 */
export function makeNumberedTaroOrder(db: Db, dayNumber: number, customerEmail?: string) {
  return makePaidOrder(db, { dayNumber, numberDay: '2026-01-01', ...(customerEmail && { customerEmail }) }, [
    { name: 'Taro Milk Tea', size: 'lrg', quantity: 1, unitPrice: 460 },
  ]);
}
