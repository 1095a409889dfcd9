import { restoreBasket, type BasketLine } from '@domain/basket';

/** The basket lives in the browser's local storage under a cart key, so it survives a reload. */
export const BASKET_STORAGE_KEY = 'pearl.cart';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's local storage, or null where it is unavailable (private modes, blocked storage, tests). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Reads the stored basket; anything unreadable counts as an empty basket (local storage is outside input). */
export function loadBasket(storage: KeyValueStorage | null): BasketLine[] {
  if (!storage) return [];
  try {
    const text = storage.getItem(BASKET_STORAGE_KEY);
    return text ? restoreBasket(JSON.parse(text)) : [];
  } catch {
    return [];
  }
}

/** Saved on every change; clearing the basket removes its stored copy too. */
export function saveBasket(storage: KeyValueStorage | null, lines: readonly BasketLine[]): void {
  if (!storage) return;
  try {
    if (lines.length === 0) storage.removeItem(BASKET_STORAGE_KEY);
    else storage.setItem(BASKET_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // A full or blocked storage must not break ordering: the basket still works for this visit.
  }
}
