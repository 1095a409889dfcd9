/**
 * A year of realistic demo orders (`npm run db:seed -- --demo-orders 100000`) for demos and the sales
 * report's benchmark: busier at weekends, in summer and at lunch and after school; one to three drinks an order, mostly
 * regular, with the demo shop's sugar, ice and toppings; the demo promotions where the order's drinks qualify, priced as checkout prices a basket; about one order in
 * fifty refunded a little later. Deterministic for a given count and day (a seeded generator), and written through the
 * orders module's bulk path (insertDemoOrders), which owns the orders tables.
 */
import { randomUUID } from 'node:crypto';
import { optionPrice, type ChosenOption } from '@domain/drink-options';
import { shopDate, shopInstant } from '@domain/opening-hours';
import { addLocalDays } from '@domain/report-range';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { listPromotions, vatClassesOf } from '../modules/catalogue';
import { pricePicks } from '../modules/checkout';
import { insertDemoOrders, type DemoOrder } from '../modules/orders';
import { VatService } from '../modules/vat';
import { demoCategoryOptionGroups, demoOptionGroups } from './demo-options';

/** mulberry32: a small seeded generator, so the same command makes the same year. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks an index with the given weights. */
function weighted(random: () => number, weights: readonly number[], total = weights.reduce((a, b) => a + b, 0)) {
  let left = random() * total;
  for (let index = 0; index < weights.length; index++) {
    left -= weights[index]!;
    if (left < 0) return index;
  }
  return weights.length - 1;
}

const FIRST = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Leo',
  'Zoë',
  'Arjun',
  'Mei',
  'Kwame',
  'Siân',
  'Fatima',
  'Tom',
  'Chloé',
];
const LAST = [
  'Smith',
  'Jones',
  'Patel',
  'Williams',
  'Brown',
  'Chen',
  'Taylor',
  'Khan',
  'Davies',
  'Evans',
  'Nguyen',
  "O'Brien",
];
/** Monday first, as ISO weekdays; the shop is busiest on Saturdays. */
const WEEKDAY_WEIGHT = [0.8, 0.8, 0.9, 1.0, 1.2, 1.6, 1.3];
/** 10:00 to 21:00 (the demo shop opens 10:00–22:00): lunch and after school are the rushes. */
const HOUR_WEIGHT = [0.5, 0.8, 1.6, 1.9, 1.3, 1.1, 1.5, 1.8, 1.5, 1.1, 0.8, 0.5];
const DRINK_CATEGORIES = new Set(['milk-tea', 'fruit-tea', 'brown-sugar', 'specials']);

/** `count` orders over the `days` days before `now` (a year unless told: the close's bench packs a month). */
export async function seedDemoOrders(db: Db, count: number, now = new Date(), days = 365): Promise<number> {
  const menu = await db
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      priceReg: products.priceReg,
      priceLrg: products.priceLrg,
    })
    .from(products);
  if (menu.length === 0) throw new Error('Load the demo menu first (npm run db:seed).');
  const deals = await listPromotions(db, { activeOnly: true });
  const group = (id: string) => demoOptionGroups.find((candidate) => candidate.id === id)!;
  const groupsOf = (category: string) =>
    demoCategoryOptionGroups.filter((link) => link.category === category).map((link) => group(link.groupId));
  const random = seeded(count ^ Number(shopDate(now).replaceAll('-', '')));

  const today = shopDate(now);
  const dates = Array.from({ length: days }, (_, index) => addLocalDays(today, index - days));
  const dayWeights = dates.map((day) => {
    const date = new Date(`${day}T12:00:00Z`);
    const weekday = (date.getUTCDay() + 6) % 7;
    const summer = 1 + 0.3 * Math.sin(((date.getUTCMonth() - 3) / 12) * 2 * Math.PI);
    return WEEKDAY_WEIGHT[weekday]! * summer;
  });
  const dayTotal = dayWeights.reduce((a, b) => a + b, 0);
  const productWeights = menu.map((_, index) => 1 / (1 + index * 0.15));

  const made: DemoOrder[] = [];
  for (let n = 0; n < count; n++) {
    const day = dates[weighted(random, dayWeights, dayTotal)]!;
    const hour = 10 + weighted(random, HOUR_WEIGHT);
    const minute = Math.floor(random() * 60);
    const paidAt = shopInstant(day, `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
    const picks = Array.from({ length: 1 + weighted(random, [6, 3, 1]) }, () => {
      const product = menu[weighted(random, productWeights)]!;
      const size = random() < 0.6 ? ('reg' as const) : ('lrg' as const);
      const quantity = 1 + weighted(random, [7, 2, 1]);
      const options: ChosenOption[] = [];
      for (const optionGroup of groupsOf(product.category)) {
        if (optionGroup.kind === 'single') {
          if (!DRINK_CATEGORIES.has(product.category)) continue;
          const option =
            optionGroup.options[
              weighted(
                random,
                optionGroup.options.map((o) => (o.isDefault ? 4 : 1)),
              )
            ]!;
          options.push({ id: option.id, groupId: optionGroup.id, name: option.name, price: 0 });
        } else if (random() < 0.45) {
          const option = optionGroup.options[Math.floor(random() * optionGroup.options.length)]!;
          options.push({
            id: option.id,
            groupId: optionGroup.id,
            name: option.name,
            price: optionPrice(option, size),
          });
        }
      }
      return { product, size, quantity, options };
    });
    // Priced as checkout prices a basket, so the demo's figures are ones the shop could really have taken.
    const { lines, subtotal, discount, total } = pricePicks(picks, deals, (_, index) => String(index));
    const first = FIRST[Math.floor(random() * FIRST.length)]!;
    const last = LAST[Math.floor(random() * LAST.length)]!;
    const refundedAt =
      random() < 0.02 ? new Date(paidAt.getTime() + (1 + Math.floor(random() * 48)) * 3_600_000) : null;
    made.push({
      id: randomUUID(),
      customerName: `${first} ${last}`,
      customerEmail: `${first}.${last}.${n}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      subtotal,
      discount,
      total,
      createdAt: new Date(paidAt.getTime() - 60_000),
      paidAt,
      pickupAt: new Date(paidAt.getTime() + 10 * 60_000),
      // A refund still to come is not one yet.
      refundedAt: refundedAt && refundedAt < now ? refundedAt : null,
      status: 'completed',
      lines,
    });
  }
  made.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  const written = await insertDemoOrders(db, made);
  // Their VAT per rate, as their payments and refunds would have stored it (the day's close and the exports read it).
  const vat = new VatService({ db, classes: { classesOf: vatClassesOf } });
  await vat.recordInBulk(made.map((order) => ({ ...order, freeDrink: 0 })));
  return written;
}
