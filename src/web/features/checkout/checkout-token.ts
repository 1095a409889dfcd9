/**
 * The browser's checkout attempt id, kept next to the basket in local storage. The server makes the same basket,
 * customer and token one order with one payment ("Pay pressed twice", two tabs); a new token after a successful
 * payment lets the next order of the same basket be a new one.
 */
export const CHECKOUT_TOKEN_KEY = 'pearl.checkout-token';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function newToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The current token, made on first use. Without storage, a token for this page only. */
export function checkoutToken(): string {
  const store = storage();
  try {
    const stored = store?.getItem(CHECKOUT_TOKEN_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,100}$/.test(stored)) return stored;
    const token = newToken();
    store?.setItem(CHECKOUT_TOKEN_KEY, token);
    return token;
  } catch {
    return newToken();
  }
}

/** After a successful payment: the next checkout is a new order. */
export function renewCheckoutToken(): void {
  try {
    storage()?.setItem(CHECKOUT_TOKEN_KEY, newToken());
  } catch {
    // Storage blocked: the server's key still tells paid orders apart.
  }
}
