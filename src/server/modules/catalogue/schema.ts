/**
 * The catalogue's tables: categories, drinks, promotions and drink options. Only this module (and the demo seed)
 * writes them; others read the menu through its public functions. Money columns are integer pence.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { sqlList, timestamps } from '../../db/columns';
// Relative, not '@domain/…': drizzle-kit loads this file without the tsconfig paths.
import { VAT_CLASSES, type VatClass } from '../../../domain/vat';

/** A VAT class chosen by staff (null: none of its own, so the next one up applies), and its CHECK. */
const vatClassColumn = () => pg.text('vat_class').$type<VatClass>();
const vatClassKnown = (name: string, column: pg.AnyPgColumn) =>
  pg.check(name, sql`${column} is null or ${column} in (${sqlList(VAT_CLASSES)})`);

export const categories = pg.pgTable(
  'categories',
  {
    /** The value with anything outside letters, digits, hyphen and underscore replaced by a hyphen. */
    id: pg.text('id').primaryKey(),
    value: pg.text('value').notNull().unique(),
    displayName: pg.text('display_name').notNull(),
    sortOrder: pg.integer('sort_order').notNull().default(0),
    /** The VAT class of its products (null: the shop's default); a product or an option may override it. */
    vatClass: vatClassColumn(),
    ...timestamps,
  },
  (t) => [vatClassKnown('categories_vat_class_known', t.vatClass)],
);

export const products = pg.pgTable(
  'products',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    name: pg.text('name').notNull(),
    category: pg
      .text('category')
      .notNull()
      .references(() => categories.value, { onUpdate: 'cascade', onDelete: 'restrict' }),
    description: pg.text('description'),
    priceReg: pg.integer('price_reg').notNull(),
    priceLrg: pg.integer('price_lrg').notNull(),
    image: pg.text('image'),
    calories: pg.integer('calories'),
    soldOut: pg.boolean('sold_out').notNull().default(false),
    sortOrder: pg.integer('sort_order').notNull().default(0),
    /** The UK's 14 allergens as stable codes (domain allergens.ts); null until declared (the seed fills nulls). */
    allergens: pg.jsonb('allergens').$type<string[]>(),
    /** Dietary tags (vegan, caffeine-free) as stable codes. */
    dietaryTags: pg.jsonb('dietary_tags').$type<string[]>().notNull().default([]),
    /** Its own VAT class (null: its category's). */
    vatClass: vatClassColumn(),
    ...timestamps,
  },
  (t) => [
    vatClassKnown('products_vat_class_known', t.vatClass),
    pg.check('products_prices_non_negative', sql`${t.priceReg} >= 0 and ${t.priceLrg} >= 0`),
    pg.check('products_calories_non_negative', sql`${t.calories} is null or ${t.calories} >= 0`),
    pg.index('products_category_idx').on(t.category),
  ],
);

export const promotions = pg.pgTable(
  'promotions',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    title: pg.text('title').notNull(),
    description: pg.text('description').notNull().default(''),
    category: pg
      .text('category')
      .notNull()
      .references(() => categories.value, { onUpdate: 'cascade', onDelete: 'restrict' }),
    size: pg.text('size', { enum: ['reg', 'lrg'] }).notNull(),
    requiredQuantity: pg.integer('required_quantity').notNull().default(1),
    priceReg: pg.integer('price_reg').notNull(),
    priceLrg: pg.integer('price_lrg').notNull(),
    active: pg.boolean('active').notNull().default(true),
    /** When it runs, on the shop's clock (domain deal-schedule.ts): null dates and times are open. */
    startsOn: pg.date('starts_on', { mode: 'string' }),
    endsOn: pg.date('ends_on', { mode: 'string' }),
    /** Days of the week it runs, Sunday 0 … Saturday 6. */
    days: pg.jsonb('days').$type<number[]>().notNull().default([0, 1, 2, 3, 4, 5, 6]),
    startTime: pg.text('start_time'),
    endTime: pg.text('end_time'),
    ...timestamps,
  },
  (t) => [
    pg.check('promotions_times_together', sql`(${t.startTime} is null) = (${t.endTime} is null)`),
    pg.check('promotions_size_valid', sql`${t.size} in ('reg', 'lrg')`),
    pg.check('promotions_required_quantity_min', sql`${t.requiredQuantity} >= 1`),
    pg.check('promotions_prices_non_negative', sql`${t.priceReg} >= 0 and ${t.priceLrg} >= 0`),
    // At most one active promotion per category and size.
    pg
      .uniqueIndex('promotions_one_active_per_category_size')
      .on(t.category, t.size)
      .where(sql`${t.active}`),
  ],
);

/** Drink option groups: Sugar, Ice, Toppings. Owned by the catalogue module. */
export const optionGroups = pg.pgTable(
  'option_groups',
  {
    /** A stable slug or UUID (domain drink-options-schema.ts). */
    id: pg.text('id').primaryKey(),
    name: pg.text('name').notNull(),
    kind: pg.text('kind', { enum: ['single', 'multi'] }).notNull(),
    /** For a multi-choice group; a single-choice group takes exactly one. */
    minChoices: pg.integer('min_choices').notNull().default(0),
    maxChoices: pg.integer('max_choices').notNull().default(1),
    sortOrder: pg.integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    pg.check('option_groups_kind_valid', sql`${t.kind} in ('single', 'multi')`),
    pg.check(
      'option_groups_limits',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.minChoices} <= ${t.maxChoices}`,
    ),
  ],
);

/** The options of a group, priced in pence by size; ids are unique across all groups. */
export const drinkOptions = pg.pgTable(
  'drink_options',
  {
    id: pg.text('id').primaryKey(),
    groupId: pg
      .text('group_id')
      .notNull()
      .references(() => optionGroups.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    name: pg.text('name').notNull(),
    priceReg: pg.integer('price_reg').notNull().default(0),
    priceLrg: pg.integer('price_lrg').notNull().default(0),
    isDefault: pg.boolean('is_default').notNull().default(false),
    soldOut: pg.boolean('sold_out').notNull().default(false),
    sortOrder: pg.integer('sort_order').notNull().default(0),
    /** The 14 allergens the option brings to a drink (a topping's, a milk's), as stable codes (domain allergens.ts). */
    allergens: pg.jsonb('allergens').$type<string[]>().notNull().default([]),
    /** A class of its own when it changes what the drink is (a hot option on a cold drink); null: the drink's. */
    vatClass: vatClassColumn(),
    ...timestamps,
  },
  (t) => [
    vatClassKnown('drink_options_vat_class_known', t.vatClass),
    pg.check('drink_options_prices_non_negative', sql`${t.priceReg} >= 0 and ${t.priceLrg} >= 0`),
    pg.index('drink_options_group_idx').on(t.groupId),
  ],
);

/** A group attached to every product of a category. */
export const categoryOptionGroups = pg.pgTable(
  'category_option_groups',
  {
    category: pg
      .text('category')
      .notNull()
      .references(() => categories.value, { onUpdate: 'cascade', onDelete: 'cascade' }),
    groupId: pg
      .text('group_id')
      .notNull()
      .references(() => optionGroups.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
  },
  (t) => [pg.primaryKey({ columns: [t.category, t.groupId] })],
);

/** A product's exception: add a group its category lacks, or remove (switch off) one it gives. */
export const productOptionGroups = pg.pgTable(
  'product_option_groups',
  {
    productId: pg
      .uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: pg
      .text('group_id')
      .notNull()
      .references(() => optionGroups.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    mode: pg.text('mode', { enum: ['add', 'remove'] }).notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.productId, t.groupId] }),
    pg.check('product_option_groups_mode_valid', sql`${t.mode} in ('add', 'remove')`),
  ],
);

/** Bytes in PostgreSQL's bytea, as a Node Buffer (drizzle has no built-in bytea column). */
const bytea = pg.customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The sizes made of each photo an owner uploads for a product (square crops, AVIF and WebP), kept in the database so
 * every server instance serves them. A product's photos go with it; a new photo replaces the old one.
 */
export const productPhotos = pg.pgTable(
  'product_photos',
  {
    photoId: pg.uuid('photo_id').notNull(),
    productId: pg
      .uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    width: pg.integer('width').notNull(),
    format: pg.text('format', { enum: ['avif', 'webp'] }).notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.photoId, t.width, t.format] }),
    pg.index('product_photos_product_idx').on(t.productId),
  ],
);
