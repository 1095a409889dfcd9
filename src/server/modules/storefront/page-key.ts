/**
 * Which drawn page an address asks for. A drawn page depends on its path and, for /menu, on the chosen category and
 * dietary tags only (the menu page reads `category` and `diet`, ignoring values that name nothing). Everything else in
 * a query string (a campaign's tags, a cache-buster, noise sent to make the server draw again) leads to the same page,
 * so the page is drawn once for all of them, and with the canonical address: the drawing cannot depend on the noise.
 */
import { DIETARY_TAG_CODES } from '@domain/allergens';
import type { Menu } from '@domain/catalogue';

export function canonicalPageUrl(url: string, menu: Pick<Menu, 'categories'>): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (path !== '/menu' || queryAt < 0) return path;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  const category = params.get('category');
  if (category && menu.categories.some((known) => known.value === category)) kept.set('category', category);
  // The tags' own order, known ones only, as the menu page reads them.
  const named = new Set((params.get('diet') ?? '').split(','));
  const diet = DIETARY_TAG_CODES.filter((code) => named.has(code));
  if (diet.length > 0) kept.set('diet', diet.join(','));
  const query = kept.toString().replaceAll('%2C', ',');
  return query ? `${path}?${query}` : path;
}
