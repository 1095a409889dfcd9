/**
 * Stock's audit entries in words (Out, Back in, ingredients, Stock: N, the morning's reset), for the staff activity
 * list. Only the fields named here are shown.
 */
const name = (value: unknown, otherwise: string) =>
  typeof value === 'string' && value.trim()
    ? `"${value
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .trim()
        .slice(0, 40)}"`
    : otherwise;
const plural = (value: unknown, word: string) =>
  typeof value === 'number' ? `${value} ${word}${value === 1 ? '' : 's'}` : null;
const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

/** A stock action in words, or null for any other action. */
export function stockSummary(action: string, d: Record<string, unknown>): string | null {
  const ingredient = name(d.name, 'an ingredient');
  const product = name(d.name, 'a product');
  switch (action) {
    case 'ingredient.out':
      return `Marked ${ingredient} out`;
    case 'ingredient.back_in':
      return `Marked ${ingredient} back in`;
    case 'ingredient.create':
    case 'ingredient.update': {
      const links = [plural(d.products, 'product'), plural(d.options, 'option')].filter(Boolean).join(', ');
      const verb = action === 'ingredient.create' ? 'Added ingredient' : 'Changed ingredient';
      return links ? `${verb} ${ingredient} (goes into ${links})` : `${verb} ${ingredient}`;
    }
    case 'ingredient.delete':
      return `Deleted ingredient ${ingredient}`;
    case 'stock.set': {
      const stock = whole(d.stock);
      if (stock === null) return `Stopped counting ${product}`;
      const reset = whole(d.resetTo);
      return `Set the stock of ${product} to ${stock}${reset === null ? '' : `, reset each morning to ${reset}`}`;
    }
    case 'stock.reset':
      return `The morning reset set the stock of ${product} to ${whole(d.stock) ?? 'its morning count'}`;
    default:
      return null;
  }
}
