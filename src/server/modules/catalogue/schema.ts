/**
 * The catalogue's tables: categories, drinks, promotions and drink options. Only this module (and the demo seed)
 * writes them; others read the menu through its public functions. Money columns are integer pence.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

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
