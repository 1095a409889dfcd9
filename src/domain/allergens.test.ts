import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_CODES,
  ALLERGENS,
  allergenName,
  allergenSummary,
  DIETARY_TAGS,
  dietaryTagName,
  isAllergenCode,
  isDietaryTagCode,
  sortAllergens,
} from './allergens';

describe('allergens', () => {
  it('lists the UK’s 14 allergens with the FSA’s names, each code once', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(new Set(ALLERGEN_CODES).size).toBe(14);
    expect(ALLERGENS.map((a) => a.name)).toEqual([
      'Celery',
      'Cereals containing gluten',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Lupin',
      'Milk',
      'Molluscs',
      'Mustard',
      'Tree nuts',
      'Peanuts',
      'Sesame seeds',
      'Soya',
      'Sulphur dioxide and sulphites',
    ]);
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
