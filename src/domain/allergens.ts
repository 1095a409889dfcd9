/**
 * The UK's 14 allergens that food businesses must declare (Food Information Regulations 2014, Annex II), with the
 * Food Standards Agency's names, and the dietary tags the menu can be filtered by. The codes are stable:
 * they are what the database, the API and the browser store, so a display name can be reworded without a migration.
 */

/** The codes of a fixed, non-empty list, typed as a non-empty tuple so that schemas can enumerate them. */
function codesOf<Code extends string>(list: readonly { code: Code }[]): readonly [Code, ...Code[]] {
  return list.map((entry) => entry.code) as readonly Code[] as readonly [Code, ...Code[]];
}

/** FSA order and wording. */
export const ALLERGENS = [
  { code: 'celery', name: 'Celery' },
  { code: 'gluten', name: 'Cereals containing gluten' },
  { code: 'crustaceans', name: 'Crustaceans' },
  { code: 'eggs', name: 'Eggs' },
  { code: 'fish', name: 'Fish' },
  { code: 'lupin', name: 'Lupin' },
  { code: 'milk', name: 'Milk' },
  { code: 'molluscs', name: 'Molluscs' },
  { code: 'mustard', name: 'Mustard' },
  { code: 'tree-nuts', name: 'Tree nuts' },
  { code: 'peanuts', name: 'Peanuts' },
  { code: 'sesame', name: 'Sesame seeds' },
  { code: 'soya', name: 'Soya' },
  { code: 'sulphites', name: 'Sulphur dioxide and sulphites' },
] as const;

export type AllergenCode = (typeof ALLERGENS)[number]['code'];
export const ALLERGEN_CODES = codesOf(ALLERGENS);

export const DIETARY_TAGS = [
  { code: 'vegan', name: 'Vegan' },
  { code: 'caffeine-free', name: 'Caffeine-free' },
] as const;

export type DietaryTagCode = (typeof DIETARY_TAGS)[number]['code'];
export const DIETARY_TAG_CODES = codesOf(DIETARY_TAGS);

const allergenNames = new Map<string, string>(ALLERGENS.map((allergen) => [allergen.code, allergen.name]));
const tagNames = new Map<string, string>(DIETARY_TAGS.map((tag) => [tag.code, tag.name]));

export function isAllergenCode(value: unknown): value is AllergenCode {
  return typeof value === 'string' && allergenNames.has(value);
}

export function isDietaryTagCode(value: unknown): value is DietaryTagCode {
  return typeof value === 'string' && tagNames.has(value);
}

export function allergenName(code: AllergenCode): string {
  return allergenNames.get(code)!;
}

export function dietaryTagName(code: DietaryTagCode): string {
  return tagNames.get(code)!;
}

/**
 * A product's allergens in the FSA's order, each once, whatever order they were stored in: the card's compact list
 * and the dialog's full list read the same.
 */
export function sortAllergens(codes: readonly AllergenCode[]): AllergenCode[] {
  const present = new Set(codes);
  return ALLERGEN_CODES.filter((code) => present.has(code));
}

/** "Milk, Soya" — or "None of the 14 allergens" — for a product's compact allergen line. */
export function allergenSummary(codes: readonly AllergenCode[]): string {
  const sorted = sortAllergens(codes);
  return sorted.length ? sorted.map(allergenName).join(', ') : 'None of the 14 allergens';
}

/** Allergens and dietary tags of one product. */
export interface ProductDietary {
  allergens: AllergenCode[];
  tags: DietaryTagCode[];
}

/**
 * Names short enough for a 58 mm label (32 characters a line): the FSA's own word where it is short, the familiar one
 * where it is long ("Gluten" for "Cereals containing gluten"). Each is still one of the 14, never a vaguer word.
 */
const SHORT_NAMES: Partial<Record<AllergenCode, string>> = {
  gluten: 'Gluten',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
};

export function allergenShortName(code: AllergenCode): string {
  return SHORT_NAMES[code] ?? allergenName(code);
}

/**
 * The allergens of a drink as made: the product's own and those each chosen option brings (a topping, a milk), each
 * once, in the FSA's order. Codes the list does not know (a removed allergen in old data) are left out.
 */
export function allergensAsMade(
  product: readonly string[] | null | undefined,
  options: readonly (readonly string[] | null | undefined)[] = [],
): AllergenCode[] {
  return sortAllergens([product, ...options].flatMap((codes) => (codes ?? []).filter(isAllergenCode)));
}

/** The short names of these allergens, in the FSA's order: what a label, a ticket and the makers' screen show. */
export function allergenShortNames(codes: readonly AllergenCode[]): string[] {
  return sortAllergens(codes).map(allergenShortName);
}
