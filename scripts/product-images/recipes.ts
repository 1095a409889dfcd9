/** Art direction for the product illustrations: one pastel backdrop per category, one recipe per product. */

export interface Backdrop {
  /** Big soft circle. */
  base: string;
  /** Small decorative dots and sparkles. */
  accent: string;
}

export const backdrops: Record<string, Backdrop> = {
  'milk-tea': { base: '#fde4d6', accent: '#f5c2a6' },
  'fruit-tea': { base: '#fff0c2', accent: '#ffd98a' },
  'brown-sugar': { base: '#f3dcc2', accent: '#dcae80' },
  milkshakes: { base: '#fde0e6', accent: '#f7b8c6' },
  'english-sweets': { base: '#ebe3f6', accent: '#cdbde9' },
  specials: { base: '#e4eed6', accent: '#c4d9a9' },
};
export const defaultBackdrop: Backdrop = { base: '#f3ece4', accent: '#e0d3c4' };

export type FruitKind = 'seed' | 'cube' | 'ball' | 'berry' | 'wedge' | 'wheel' | 'apple';
export type Topping = 'oreo' | 'strawberry' | 'biscuit' | 'fudge' | 'banana' | 'honeycomb' | 'mint';
export type SweetShape = 'lemon' | 'split' | 'cube' | 'drop' | 'saucer' | 'fudge' | 'bonbon' | 'oval';

export type Recipe =
  /** Milk tea in a sealed cup: gradient drink, optional cream cap, pearls or ice. */
  | { kind: 'boba'; drink: [string, string]; straw: string; cap?: string; dust?: string; pearls?: boolean }
  /** Fruit tea: translucent drink with fruit pieces. */
  | { kind: 'fruit'; drink: [string, string]; straw: string; fruit: FruitKind; bits: [string, string] }
  /** Brown sugar: milk with dark syrup "tiger stripes" and lots of pearls. */
  | { kind: 'tiger'; milk: string; syrup: string; straw: string; top?: string }
  /** Milkshake: tall glass, whipped cream, topping, striped straw. */
  | { kind: 'shake'; drink: [string, string]; sauce: string; straw: string; topping: Topping }
  /** English sweets: a sweet-shop jar. */
  | { kind: 'jar'; shape: SweetShape; colours: string[]; lid: string };

export const PEARL = '#3a2216';

export const recipes: Record<string, Recipe> = {
  // Milk tea
  'Classic Milk Tea': { kind: 'boba', drink: ['#dcb48a', '#c0915f'], straw: '#e9765b' },
  'Taro Milk Tea': { kind: 'boba', drink: ['#d7c0ee', '#b394dc'], straw: '#7b5cc4' },
  'Matcha Latte': { kind: 'boba', drink: ['#93c25d', '#eef3dc'], straw: '#2f8f6b', pearls: false },
  'Thai Milk Tea': { kind: 'boba', drink: ['#f7ae63', '#ea8533'], straw: '#d9463b', cap: '#fde8cf' },
  'Hokkaido Milk Tea': { kind: 'boba', drink: ['#cf9d68', '#a8723e'], straw: '#3f6fb5', cap: '#f6e6cc' },
  'Jasmine Milk Tea': { kind: 'boba', drink: ['#f3e7c6', '#e2cf9c'], straw: '#5fae8e' },
  'Earl Grey Milk Tea': { kind: 'boba', drink: ['#cdb6a6', '#a88f7e'], straw: '#4b5a8f' },
  // Fruit tea
  'Passion Fruit Green Tea': {
    kind: 'fruit',
    drink: ['#ffe07a', '#f9b93a'],
    straw: '#8a4fb5',
    fruit: 'seed',
    bits: ['#2e2118', '#f59e0b'],
  },
  'Mango Green Tea': {
    kind: 'fruit',
    drink: ['#ffd27a', '#ffa23f'],
    straw: '#31a37a',
    fruit: 'cube',
    bits: ['#ffb43c', '#ffce63'],
  },
  'Lychee Oolong': {
    kind: 'fruit',
    drink: ['#fbe4e8', '#f2c3cd'],
    straw: '#e0607e',
    fruit: 'ball',
    bits: ['#fffaf5', '#ead7d9'],
  },
  'Strawberry Fruit Tea': {
    kind: 'fruit',
    drink: ['#ffb0b6', '#f1606f'],
    straw: '#2f9e5c',
    fruit: 'berry',
    bits: ['#e8344a', '#ffd6d9'],
  },
  'Peach Oolong': {
    kind: 'fruit',
    drink: ['#ffd9bd', '#ffae82'],
    straw: '#ef6f6c',
    fruit: 'wedge',
    bits: ['#e8434f', '#ffb067'],
  },
  'Grapefruit Jasmine': {
    kind: 'fruit',
    drink: ['#ffd0c2', '#ff9788'],
    straw: '#3d8fd1',
    fruit: 'wheel',
    bits: ['#ff6b5e', '#fff1e6'],
  },
  // Brown sugar
  'Brown Sugar Boba Milk': { kind: 'tiger', milk: '#f8eee2', syrup: '#7a3b17', straw: '#2d2d2d' },
  'Brown Sugar Matcha': { kind: 'tiger', milk: '#f6efe0', syrup: '#7a3b17', straw: '#2f8f6b', top: '#8fbf5a' },
  'Brown Sugar Cocoa': { kind: 'tiger', milk: '#cfa283', syrup: '#4f230c', straw: '#c8553d' },
  'Brown Sugar Oat Latte': { kind: 'tiger', milk: '#f1e3cb', syrup: '#8a4a1f', straw: '#d8a13a' },
  'Brown Sugar Hojicha': { kind: 'tiger', milk: '#e4c3a2', syrup: '#6a3212', straw: '#5a7d4f', top: '#c79468' },
  // Milkshakes
  'Oreo Milkshake': {
    kind: 'shake',
    drink: ['#e4dfda', '#c9c0b9'],
    sauce: '#2b2420',
    straw: '#2b2420',
    topping: 'oreo',
  },
  'Strawberry Milkshake': {
    kind: 'shake',
    drink: ['#ffc9d3', '#ff9fb3'],
    sauce: '#e23d57',
    straw: '#e23d57',
    topping: 'strawberry',
  },
  'Biscoff Milkshake': {
    kind: 'shake',
    drink: ['#e7bd8d', '#cc9259'],
    sauce: '#a45f26',
    straw: '#b5651d',
    topping: 'biscuit',
  },
  'Chocolate Fudge Milkshake': {
    kind: 'shake',
    drink: ['#9b6a4a', '#6e4129'],
    sauce: '#3e1f10',
    straw: '#e0524a',
    topping: 'fudge',
  },
  'Banana Caramel Milkshake': {
    kind: 'shake',
    drink: ['#fcebab', '#f5d57e'],
    sauce: '#c7772b',
    straw: '#e5a82e',
    topping: 'banana',
  },
  'Vanilla Honeycomb Milkshake': {
    kind: 'shake',
    drink: ['#fdf4dc', '#f4e2b4'],
    sauce: '#e2a230',
    straw: '#4f8fd6',
    topping: 'honeycomb',
  },
  // English sweets
  'Sherbet Lemons': { kind: 'jar', shape: 'lemon', colours: ['#ffe04f', '#ffd21f', '#fff07a'], lid: '#e0b400' },
  'Rhubarb and Custards': { kind: 'jar', shape: 'split', colours: ['#f27a9b', '#ffd966'], lid: '#e0577d' },
  'Cola Cubes': { kind: 'jar', shape: 'cube', colours: ['#7a3d1d', '#94502a', '#5e2c13'], lid: '#c0392b' },
  'Pear Drops': { kind: 'jar', shape: 'drop', colours: ['#ff9fbf', '#ffe27a', '#ff86ad'], lid: '#5aae7b' },
  'Flying Saucers': {
    kind: 'jar',
    shape: 'saucer',
    colours: ['#ffb3c7', '#a8d8ff', '#fff0a0', '#b8ecc4', '#d8c2ff'],
    lid: '#7aa6e8',
  },
  'Fudge Chunks': { kind: 'jar', shape: 'fudge', colours: ['#e8b978', '#dba463', '#f0c98e'], lid: '#8a5a34' },
  'Strawberry Bonbons': { kind: 'jar', shape: 'bonbon', colours: ['#ff7f9a', '#ff96ad'], lid: '#e84a6b' },
  'Chocolate Limes': { kind: 'jar', shape: 'oval', colours: ['#8ccf5a', '#7cc24a', '#a3dc74'], lid: '#4b2e1e' },
  // Seasonal specials
  'Pumpkin Spice Milk Tea': {
    kind: 'boba',
    drink: ['#f4a55f', '#d9803c'],
    straw: '#6b8e3a',
    cap: '#fff1dc',
    dust: '#b0622a',
  },
  'Toffee Apple Fruit Tea': {
    kind: 'fruit',
    drink: ['#f6c47c', '#d98b35'],
    straw: '#c7372f',
    fruit: 'apple',
    bits: ['#fff3c4', '#d83a2e'],
  },
  'Gingerbread Milk Tea': {
    kind: 'boba',
    drink: ['#c08a5c', '#8f5a34'],
    straw: '#c8372d',
    cap: '#fbeede',
    dust: '#7a4522',
  },
  'Mint Choc Milkshake': {
    kind: 'shake',
    drink: ['#c6efdc', '#9bdcc0'],
    sauce: '#3a1e10',
    straw: '#3aa57a',
    topping: 'mint',
  },
  'Creme Brulee Milk Tea': {
    kind: 'boba',
    drink: ['#e5c590', '#c99b5e'],
    straw: '#8a5a2b',
    cap: '#f9e6b8',
    dust: '#c17a2c',
  },
  'Elderflower Cooler': {
    kind: 'fruit',
    drink: ['#eef8d8', '#cfe9a8'],
    straw: '#f2a93b',
    fruit: 'ball',
    bits: ['#fff6cf', '#e6df9c'],
  },
};

export const fallbackRecipes: Record<string, Recipe> = {
  'milk-tea': recipes['Classic Milk Tea']!,
  'fruit-tea': recipes['Mango Green Tea']!,
  'brown-sugar': recipes['Brown Sugar Boba Milk']!,
  milkshakes: recipes['Strawberry Milkshake']!,
  'english-sweets': recipes['Sherbet Lemons']!,
  specials: recipes['Pumpkin Spice Milk Tea']!,
};
