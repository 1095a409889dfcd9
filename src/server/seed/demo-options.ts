/**
 * The demo menu's drink options and allergens, as plain data for the seed to load: Sugar, Ice and
 * Toppings, which categories get which, the one product that switches groups off, and the allergens and dietary
 * tags of every demo product (demo-menu.ts). Option ids are stable slugs, unique across all groups.
 *
 * The allergens are this demo shop's own declaration of plausible recipes, not a supplier's specification: a real
 * shop replaces them with its recipes' before opening.
 */
import type { AllergenCode, ProductDietary } from '@domain/allergens';
import type { CategoryOptionGroup, DrinkOption, OptionGroup } from '@domain/drink-options';

/** An option that costs nothing in either size. */
export const freeOption = (id: string, name: string, sortOrder: number, isDefault = false): DrinkOption => ({
  id,
  name,
  priceReg: 0,
  priceLrg: 0,
  isDefault,
  soldOut: false,
  sortOrder,
});

const topping = (id: string, name: string, sortOrder: number, priceReg: number, priceLrg = priceReg): DrinkOption => ({
  id,
  name,
  priceReg,
  priceLrg,
  isDefault: false,
  soldOut: false,
  sortOrder,
});

export const demoOptionGroups: OptionGroup[] = [
  {
    id: 'sugar',
    name: 'Sugar',
    kind: 'single',
    sortOrder: 0,
    options: [0, 25, 50, 75, 100].map((level, index) =>
      freeOption(`sugar-${level}`, `${level}% sugar`, index, level === 100),
    ),
  },
  {
    id: 'ice',
    name: 'Ice',
    kind: 'single',
    sortOrder: 1,
    options: [
      freeOption('ice-none', 'No ice', 0),
      freeOption('ice-less', 'Less ice', 1),
      freeOption('ice-regular', 'Regular ice', 2, true),
      freeOption('ice-extra', 'Extra ice', 3),
    ],
  },
  {
    id: 'toppings',
    name: 'Toppings',
    kind: 'multi',
    min: 0,
    max: 3,
    sortOrder: 2,
    options: [
      topping('tapioca-pearls', 'Tapioca pearls', 0, 60),
      topping('popping-boba', 'Popping boba', 1, 70),
      topping('grass-jelly', 'Grass jelly', 2, 60),
      topping('aloe-vera', 'Aloe vera', 3, 50),
      topping('pudding', 'Pudding', 4, 70),
      // A large cup takes more foam.
      topping('cheese-foam', 'Cheese foam', 5, 70, 80),
    ],
  },
];

const drinkGroups = ['sugar', 'ice', 'toppings'];

/** Teas, brown sugar and specials get all three; milkshakes get toppings; English sweets get none. */
export const demoCategoryOptionGroups: CategoryOptionGroup[] = [
  ...['milk-tea', 'fruit-tea', 'brown-sugar', 'specials'].flatMap((category) =>
    drinkGroups.map((groupId) => ({ category, groupId })),
  ),
  { category: 'milkshakes', groupId: 'toppings' },
];

/**
 * Per-product exceptions, by product name (demo products get their ids when seeded): the seasonal milkshake is a
 * milkshake, so like the others it takes toppings but no sugar level or ice.
 */
export const demoProductOptionGroups: { product: string; groupId: string; mode: 'add' | 'remove' }[] = [
  { product: 'Mint Choc Milkshake', groupId: 'sugar', mode: 'remove' },
  { product: 'Mint Choc Milkshake', groupId: 'ice', mode: 'remove' },
];

/**
 * Allergens a topping brings to the drink it is added to, so the dialog can warn when it is chosen (the product's
 * own list does not include them).
 */
export const demoOptionAllergens: Record<string, AllergenCode[]> = {
  pudding: ['eggs', 'milk'],
  'cheese-foam': ['milk'],
};

const d = (allergens: AllergenCode[], tags: ProductDietary['tags'] = []): ProductDietary => ({ allergens, tags });

/** Every demo product's allergens (FSA codes) and dietary tags, by product name. An empty list means none of the 14. */
export const demoProductDietary: Record<string, ProductDietary> = {
  // Milk teas: tea with dairy milk.
  'Classic Milk Tea': d(['milk']),
  'Taro Milk Tea': d(['milk']),
  'Matcha Latte': d(['milk']),
  'Thai Milk Tea': d(['milk']),
  'Hokkaido Milk Tea': d(['milk']),
  'Jasmine Milk Tea': d(['milk']),
  'Earl Grey Milk Tea': d(['milk']),
  // Fruit teas: tea, fruit and syrup; the peach oolong is sweetened with honey, so it is not vegan.
  'Passion Fruit Green Tea': d([], ['vegan']),
  'Mango Green Tea': d([], ['vegan']),
  'Lychee Oolong': d([], ['vegan']),
  'Strawberry Fruit Tea': d([], ['vegan']),
  'Peach Oolong': d([]),
  'Grapefruit Jasmine': d([], ['vegan']),
  // Brown sugar: the boba milk has no tea; oats are a cereal containing gluten.
  'Brown Sugar Boba Milk': d(['milk'], ['caffeine-free']),
  'Brown Sugar Matcha': d(['milk']),
  'Brown Sugar Cocoa': d(['milk']),
  'Brown Sugar Oat Latte': d(['gluten'], ['vegan']),
  'Brown Sugar Hojicha': d(['milk']),
  // Milkshakes: ice cream and milk; biscuits and brownies bring wheat, soya and eggs.
  'Oreo Milkshake': d(['gluten', 'milk', 'soya']),
  'Strawberry Milkshake': d(['milk'], ['caffeine-free']),
  'Biscoff Milkshake': d(['gluten', 'milk', 'soya'], ['caffeine-free']),
  'Chocolate Fudge Milkshake': d(['gluten', 'eggs', 'milk', 'soya']),
  'Banana Caramel Milkshake': d(['milk'], ['caffeine-free']),
  'Vanilla Honeycomb Milkshake': d(['milk'], ['caffeine-free']),
  // English sweets: boiled sweets are sugar and flavourings; fudge is butter and cream; chocolate has soya lecithin.
  'Sherbet Lemons': d([], ['vegan', 'caffeine-free']),
  'Rhubarb and Custards': d([], ['caffeine-free']),
  'Cola Cubes': d([], ['vegan', 'caffeine-free']),
  'Pear Drops': d([], ['vegan', 'caffeine-free']),
  'Flying Saucers': d([], ['vegan', 'caffeine-free']),
  'Fudge Chunks': d(['milk'], ['caffeine-free']),
  'Strawberry Bonbons': d([], ['caffeine-free']),
  'Chocolate Limes': d(['milk', 'soya']),
  // Seasonal specials.
  'Pumpkin Spice Milk Tea': d(['milk']),
  'Toffee Apple Fruit Tea': d(['milk']),
  'Gingerbread Milk Tea': d(['milk']),
  'Mint Choc Milkshake': d(['milk', 'soya']),
  'Creme Brulee Milk Tea': d(['eggs', 'milk']),
  'Elderflower Cooler': d([], ['vegan']),
};
