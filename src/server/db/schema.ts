/**
 * The one database schema (PostgreSQL; the same on PGlite and a PostgreSQL server). Migrations in ./migrations are
 * generated from this file with `npm run db:generate`. Money columns are integer pence.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
// Relative, not '@domain/…': drizzle-kit loads this file without the tsconfig paths.
import {
  CUSTOMER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '../../domain/order-status';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A fixed list of the domain's words as SQL literals, for a CHECK constraint (drizzle-kit writes it out as is). */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable('categories', {
  /** The value with anything outside letters, digits, hyphen and underscore replaced by a hyphen. */
  id: text('id').primaryKey(),
  value: text('value').notNull().unique(),
  displayName: text('display_name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category')
      .notNull()
      .references(() => categories.value, { onUpdate: 'cascade', onDelete: 'restrict' }),
    description: text('description'),
    priceReg: integer('price_reg').notNull(),
    priceLrg: integer('price_lrg').notNull(),
    image: text('image'),
    calories: integer('calories'),
    soldOut: boolean('sold_out').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The UK's 14 allergens as stable codes (domain allergens.ts); null until declared (the seed fills nulls). */
    allergens: jsonb('allergens').$type<string[]>(),
    /** Dietary tags (vegan, caffeine-free) as stable codes. */
    dietaryTags: jsonb('dietary_tags').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    check('products_prices_non_negative', sql`${t.priceReg} >= 0 and ${t.priceLrg} >= 0`),
    check('products_calories_non_negative', sql`${t.calories} is null or ${t.calories} >= 0`),
    index('products_category_idx').on(t.category),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category')
      .notNull()
      .references(() => categories.value, { onUpdate: 'cascade', onDelete: 'restrict' }),
    size: text('size', { enum: ['reg', 'lrg'] }).notNull(),
    requiredQuantity: integer('required_quantity').notNull().default(1),
    priceReg: integer('price_reg').notNull(),
    priceLrg: integer('price_lrg').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('promotions_size_valid', sql`${t.size} in ('reg', 'lrg')`),
    check('promotions_required_quantity_min', sql`${t.requiredQuantity} >= 1`),
    check('promotions_prices_non_negative', sql`${t.priceReg} >= 0 and ${t.priceLrg} >= 0`),
    // At most one active promotion per category and size.
    uniqueIndex('promotions_one_active_per_category_size')
      .on(t.category, t.size)
      .where(sql`${t.active}`),
  ],
);

/** Drink option groups: Sugar, Ice, Toppings. Owned by the catalogue module. */
export const optionGroups = pgTable(
  'option_groups',
  {
    /** A stable slug or UUID (domain drink-options-schema.ts). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['single', 'multi'] }).notNull(),
    /** For a multi-choice group; a single-choice group takes exactly one. */
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('option_groups_kind_valid', sql`${t.kind} in ('single', 'multi')`),
    check(
      'option_groups_limits',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.minChoices} <= ${t.maxChoices}`,
    ),
  ],
);

/** The options of a group, priced in pence by size; ids are unique across all groups. */
export const drinkOptions = pgTable(
  'drink_options',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => optionGroups.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceReg: integer('price_reg').notNull().default(0),
    priceLrg: integer('price_lrg').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    soldOut: boolean('sold_out').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('drink_options_prices_non_negative', sql`${t.priceReg} >= 0 and ${t.priceLrg} >= 0`),
    index('drink_options_group_idx').on(t.groupId),
  ],
);

/** A group attached to every product of a category. */
export const categoryOptionGroups = pgTable(
  'category_option_groups',
  {
    category: text('category')
      .notNull()
      .references(() => categories.value, { onUpdate: 'cascade', onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => optionGroups.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.category, t.groupId] })],
);

/** A product's exception: add a group its category lacks, or remove (switch off) one it gives. */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => optionGroups.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    mode: text('mode', { enum: ['add', 'remove'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.groupId] }),
    check('product_option_groups_mode_valid', sql`${t.mode} in ('add', 'remove')`),
  ],
);

/**
 * An order exists from the moment a checkout starts (payment_status awaiting_payment) so the payment can be tied to
 * it; it becomes a customer's order only once paid (status set to pending). Unpaid attempts are never listed as orders.
 */
/** A customer's paid order, the sales report's subject (the same words as its queries' filter). */
const reportedOrder = sql`is_test = false and status is not null and payment_status in (${sqlList(CUSTOMER_PAYMENT_STATUSES)})`;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('gbp'),
    /** The domain's PAYMENT_STATUSES (order-status.ts); the check below refuses any other value. */
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('awaiting_payment'),
    /** The domain's ORDER_STATUSES, set once paid; null before, and always for a test payment. */
    status: text('status').$type<OrderStatus>(),
    prepTime: integer('prep_time'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    provider: text('provider').notNull(),
    /** in_page | hosted */
    checkoutKind: text('checkout_kind').notNull(),
    /** The provider's payment intent id (in-page) or checkout session id (hosted). */
    providerRef: text('provider_ref'),
    /** The provider's payment intent id once known (refunds go through it). */
    providerPaymentId: text('provider_payment_id'),
    /** Derived from the basket and the browser's attempt id, so the same basket submitted twice is one order. */
    idempotencyKey: text('idempotency_key'),
    isTest: boolean('is_test').notNull().default(false),
    failureMessage: text('failure_message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the customer collects: the chosen slot's start, or for ASAP the estimated ready time. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    /** True for "As soon as possible" (and for orders from before pickup times). */
    pickupAsap: boolean('pickup_asap').notNull().default(true),
    /** The payment completed while online orders were paused (recorded all the same; staff see a mark). */
    paidDuringPause: boolean('paid_during_pause').notNull().default(false),
    /** When the payment was given back (the sales report counts a refund on this day). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * The key of the order's private tracking page (/track/:token): 32 random bytes, base64url, made when the
     * order is recorded. Erasing the customer's data sets it to null, which ends the page at once.
     */
    trackingToken: text('tracking_token').$defaultFn(() => randomBytes(32).toString('base64url')),
    /** When staff pressed Mark as Ready ('ready' status). */
    markedReadyAt: timestamp('marked_ready_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_provider_ref_idx').on(t.provider, t.providerRef),
    uniqueIndex('orders_tracking_token_idx').on(t.trackingToken),
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    index('orders_customer_email_idx').on(t.customerEmail),
    index('orders_paid_at_idx').on(t.paidAt),
    index('orders_pickup_at_idx').on(t.pickupAt),
    index('orders_refunded_at_idx').on(t.refundedAt),
    // The sales report's orders (customers' paid orders, as reports/report-queries.ts's customerOrder
    // says) by payment and by refund time, with the amounts it sums: read from these narrow indexes alone (an
    // index-only scan) rather than from the wide orders rows.
    index('orders_report_paid_idx').on(t.paidAt, t.id, t.subtotal, t.discount, t.totalAmount).where(reportedOrder),
    index('orders_report_refunded_idx').on(t.refundedAt, t.totalAmount).where(reportedOrder),
    check('orders_amounts_non_negative', sql`${t.totalAmount} >= 0 and ${t.subtotal} >= 0 and ${t.discount} >= 0`),
    check('orders_prep_time_non_negative', sql`${t.prepTime} is null or ${t.prepTime} >= 0`),
    check('orders_payment_status_known', sql`${t.paymentStatus} in (${sqlList(PAYMENT_STATUSES)})`),
    check('orders_status_known', sql`${t.status} is null or ${t.status} in (${sqlList(ORDER_STATUSES)})`),
  ],
);

/** A snapshot of what was bought: later catalogue edits never change a placed order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id'),
    name: text('name').notNull(),
    category: text('category').notNull(),
    size: text('size', { enum: ['reg', 'lrg'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineSubtotal: integer('line_subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    bundledUnits: integer('bundled_units').notNull().default(0),
    promotionId: uuid('promotion_id'),
    promotionTitle: text('promotion_title'),
    /**
     * Snapshot of the chosen drink options: id, groupId, name and price per unit at the line's size, as
     * they were when the order was placed (domain ChosenOption).
     */
    options: jsonb('options')
      .$type<{ id: string; groupId: string; name: string; price: number }[]>()
      .notNull()
      .default([]),
    /** The options' surcharge per unit, included in unit_price and never discounted. */
    surcharge: integer('surcharge').notNull().default(0),
    /**
     * A short key of the options snapshot (equal snapshots, equal keys), kept by the database itself: the
     * sales report groups lines by it, which costs a tenth of grouping by the jsonb.
     */
    optionsKey: text('options_key')
      .notNull()
      .generatedAlwaysAs(sql`md5(options::text)`),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * The tracking pages open right now, one row per open stream, on any server instance. The instance holding
 * the stream refreshes seen_at while it is open and deletes the row when it closes; a row not refreshed for a minute
 * (its instance stopped) no longer counts. Owned by orders: the dashboard's "watching" mark reads it.
 */
export const orderWatchers = pgTable(
  'order_watchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_watchers_order_idx').on(t.orderId, t.seenAt)],
);

/** Every payment event seen, by the provider's event id: an event is acted on at most once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  objectRef: text('object_ref'),
  outcome: text('outcome'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The offline sandbox provider's own records: payment intents and hosted checkout sessions. */
export const sandboxObjects = pgTable('sandbox_objects', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('gbp'),
  status: text('status').notNull(),
  clientSecret: text('client_secret'),
  paymentIntentId: text('payment_intent_id'),
  idempotencyKey: text('idempotency_key').unique(),
  metadata: jsonb('metadata').notNull().default({}),
  lastError: text('last_error'),
  ...timestamps,
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased and trimmed. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  ...timestamps,
});

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins per account and per address, to slow guessing without locking the owner out for good. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who changed what, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);

/** Mail goes through an outbox with retries, so a slow mail server never delays a request. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** e.g. receipt:<orderId>; a message is queued at most once per key. */
    dedupeKey: text('dedupe_key').unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Proof of an e-mail address for the data page: a 6-digit code (hashed), then a short-lived access token. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    accessTokenHash: text('access_token_hash').unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    /** SHA-256 of the requesting IP address: code requests are limited per network too. Deleted with the row. */
    requesterHash: text('requester_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_requests_email_idx').on(t.email),
    index('data_requests_requester_idx').on(t.requesterHash, t.createdAt),
    index('data_requests_created_idx').on(t.createdAt),
  ],
);

/** Shop-wide settings such as the pause switch, for later. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Opening hours, date exceptions, pause and pickup settings (owned by modules/opening-hours).

/** The weekly schedule: zero or more open–close ranges per weekday (0 = Sunday), local times 'HH:MM' in Europe/London. */
export const weeklyHours = pgTable(
  'weekly_hours',
  {
    id: serial('id').primaryKey(),
    weekday: integer('weekday').notNull(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
  },
  (t) => [
    index('weekly_hours_weekday_idx').on(t.weekday),
    check('weekly_hours_weekday_range', sql`${t.weekday} between 0 and 6`),
  ],
);

/** A local date when the weekly schedule does not apply: closed all day, or open at special hours. */
export const dateExceptions = pgTable('date_exceptions', {
  /** 'YYYY-MM-DD' in Europe/London. */
  date: text('date').primaryKey(),
  closed: boolean('closed').notNull(),
  /** The special hours ([{ open, close }]), empty when closed. */
  hours: jsonb('hours').$type<{ open: string; close: string }[]>().notNull().default([]),
  note: text('note').notNull().default(''),
});

/**
 * The one row (id 1) of the shop's live state. Without it the shop has no hours configured and is always open (a
 * fresh database before `npm run db:seed`); the seed creates it with the demo shop's hours.
 */
export const shopState = pgTable(
  'shop_state',
  {
    id: integer('id').primaryKey(),
    /** Online orders paused: until pausedUntil, or until resumed when pausedUntil is null. */
    paused: boolean('paused').notNull().default(false),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    busyMinutes: integer('busy_minutes').notNull().default(0),
    /** Drinks per 15-minute slot; null for no limit. */
    slotCapacity: integer('slot_capacity'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_state_single_row', sql`${t.id} = 1`),
    check('shop_state_busy_minutes', sql`${t.busyMinutes} >= 0`),
    check('shop_state_slot_capacity', sql`${t.slotCapacity} is null or ${t.slotCapacity} >= 1`),
  ],
);
