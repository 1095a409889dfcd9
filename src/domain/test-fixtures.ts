/**
 * Test support (no production code imports it; lint refuses it): the catalogue's pieces as plain values, each
 * with the fields a test does not care about filled in, so a test names only what it is about.
 */
import fc from 'fast-check';
import type { Product } from './catalogue';
import type { ChosenOption, DrinkOption, OptionGroup } from './drink-options';
import type { PricedLineInput } from './pricing';
import type { Promotion } from './promotion';

/** "2 Large Fruit Teas for £8.50", active; `overrides` changes what a test is about. */
export const fruitTeaPromotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 'p1',
  title: '2 Large Fruit Teas for £8.50',
  description: '',
  category: 'fruit-tea',
  size: 'lrg',
  requiredQuantity: 2,
  priceReg: 700,
  priceLrg: 850,
  active: true,
  ...overrides,
});

const categoryArb = fc.constantFrom('fruit-tea', 'milk-tea', 'sweets');
const sizeArb = fc.constantFrom('reg' as const, 'lrg' as const);

/** For a random basket line: what it is apart from its prices and quantity (a short key, a category and a size). */
export const lineKindArbs = { key: fc.string({ minLength: 1, maxLength: 4 }), category: categoryArb, size: sizeArb };

/** Any promotion, active or not, on one of three categories: up to `maxRequired` drinks for up to `maxPrice`. */
export const promotionArb = ({ maxRequired, maxPrice }: { maxRequired: number; maxPrice: number }) =>
  fc.record<Promotion>({
    id: fc.uuid(),
    title: fc.constant('offer'),
    description: fc.constant(''),
    category: categoryArb,
    size: sizeArb,
    requiredQuantity: fc.integer({ min: 1, max: maxRequired }),
    priceReg: fc.integer({ min: 0, max: maxPrice }),
    priceLrg: fc.integer({ min: 0, max: maxPrice }),
    active: fc.boolean(),
  });

/** A basket line of one Large Mango fruit tea at £4.80; `overrides` changes what a test is about. */
export const pricedLine = (overrides: Partial<PricedLineInput> = {}): PricedLineInput => ({
  key: 'mango-lrg',
  category: 'fruit-tea',
  size: 'lrg',
  unitPrice: 480,
  quantity: 1,
  ...overrides,
});

/** A milk tea on the menu at £3.50 REG and £4.20 LRG, in stock, with nothing optional filled in. */
export const menuProduct = (overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product => ({
  category: 'milk-tea',
  description: null,
  priceReg: 350,
  priceLrg: 420,
  image: null,
  calories: null,
  soldOut: false,
  sortOrder: 0,
  ...overrides,
});

/** A milk tea's options as the basket keeps them: 25% sugar, less ice and tapioca pearls (60p, in LRG and REG). */
export const chosenWithPearls: ChosenOption[] = [
  { id: 'sugar-25', groupId: 'sugar', name: '25% sugar', price: 0 },
  { id: 'ice-less', groupId: 'ice', name: 'Less ice', price: 0 },
  { id: 'tapioca-pearls', groupId: 'toppings', name: 'Tapioca pearls', price: 60 },
];

/** An option that costs nothing, is in stock and is not a group's default, unless `overrides` says otherwise. */
export const drinkOption = (id: string, name: string, overrides: Partial<DrinkOption> = {}): DrinkOption => ({
  id,
  name,
  priceReg: 0,
  priceLrg: 0,
  isDefault: false,
  soldOut: false,
  sortOrder: 0,
  ...overrides,
});

/** Toppings: any number from none to three of `options`, shown at `sortOrder` among the groups. */
export const toppingsGroup = (sortOrder: number, options: DrinkOption[]): OptionGroup => ({
  id: 'toppings',
  name: 'Toppings',
  kind: 'multi',
  min: 0,
  max: 3,
  sortOrder,
  options,
});

/** Sugar: one choice, 100% by default, or 50%. */
export const sugarGroup = (): OptionGroup => ({
  id: 'sugar',
  name: 'Sugar',
  kind: 'single',
  sortOrder: 0,
  options: [
    drinkOption('sugar-100', '100% sugar', { isDefault: true }),
    drinkOption('sugar-50', '50% sugar', { sortOrder: 1 }),
  ],
});

/** An RFC 4180 reader (quoted fields, doubled quotes, CRLF records), to prove what is written reads back as it was. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') quoted = false;
    else if (quoted) field += char;
    else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  return records;
}
