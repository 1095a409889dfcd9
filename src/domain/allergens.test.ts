import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_CODES,
  ALLERGENS,
  allergenName,
  allergensAsMade,
  allergenShortName,
  allergenShortNames,
  allergenSummary,
  DIETARY_TAGS,
  dietaryTagName,
  isAllergenCode,
  isDietaryTagCode,
  sortAllergens,
} from './allergens';

/** The 14 in the FSA's order: the name the FSA gives each, and the short one a 58 mm label line has room for. */
const NAMES: Array<[name: string, short: string]> = [
  ['Celery', 'Celery'],
  ['Cereals containing gluten', 'Gluten'],
  ['Crustaceans', 'Crustaceans'],
  ['Eggs', 'Eggs'],
  ['Fish', 'Fish'],
  ['Lupin', 'Lupin'],
  ['Milk', 'Milk'],
  ['Molluscs', 'Molluscs'],
  ['Mustard', 'Mustard'],
  ['Tree nuts', 'Tree nuts'],
  ['Peanuts', 'Peanuts'],
  ['Sesame seeds', 'Sesame'],
  ['Soya', 'Soya'],
  ['Sulphur dioxide and sulphites', 'Sulphites'],
];

describe('allergens', () => {
  it('lists the UK’s 14 allergens with the FSA’s names, each code once', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(new Set(ALLERGEN_CODES).size).toBe(14);
    expect(ALLERGENS.map((a) => a.name)).toEqual(NAMES.map(([name]) => name));
    expect(allergenName('sulphites')).toBe('Sulphur dioxide and sulphites');
  });

  it('recognises codes and nothing else', () => {
    expect(isAllergenCode('tree-nuts')).toBe(true);
    expect(isAllergenCode('nuts')).toBe(false);
    expect(isAllergenCode(7)).toBe(false);
  });

  it('orders a product’s allergens as the FSA lists them, each once', () => {
    expect(sortAllergens(['soya', 'milk', 'gluten', 'milk'])).toEqual(['gluten', 'milk', 'soya']);
    expect(allergenSummary(['soya', 'milk'])).toBe('Milk, Soya');
    expect(allergenSummary([])).toBe('None of the 14 allergens');
  });
});

describe('dietary tags', () => {
  it('are vegan and caffeine-free', () => {
    expect(DIETARY_TAGS.map((t) => t.code)).toEqual(['vegan', 'caffeine-free']);
    expect(dietaryTagName('caffeine-free')).toBe('Caffeine-free');
    expect(isDietaryTagCode('vegan')).toBe(true);
    expect(isDietaryTagCode('keto')).toBe(false);
  });
});

describe('allergens of a drink as made', () => {
  it('adds what each chosen option brings to the product’s own, each once, in the FSA’s order', () => {
    // A milk tea with whole milk (milk), tapioca pearls (none here) and cheese foam (milk, soya in this recipe).
    expect(allergensAsMade(['gluten'], [['milk'], [], ['soya', 'milk'], undefined])).toEqual([
      'gluten',
      'milk',
      'soya',
    ]);
  });

  it('leaves out codes it does not know, and gives none for a product with none declared', () => {
    expect(allergensAsMade(null, [['nuts', 'milk']])).toEqual(['milk']);
    expect(allergensAsMade(undefined)).toEqual([]);
  });

  it('names each of the 14 short enough for a 58 mm label line, still one of the 14', () => {
    expect(ALLERGEN_CODES.map(allergenShortName)).toEqual(NAMES.map(([, short]) => short));
    expect(allergenShortNames(['soya', 'milk', 'gluten'])).toEqual(['Gluten', 'Milk', 'Soya']);
  });
});
