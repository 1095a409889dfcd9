/**
 * How a wallet payment made on /order-online ended, shown in a dialog that outlives the page's basket panel (a paid
 * basket is cleared, and the panel with the Express checkout region goes with it). A tiny store, rendered by
 * ExpressCheckoutOutcome, which the page mounts beside its region.
 */
import { useSyncExternalStore } from 'react';
import type { WalletEnd } from './payment/wallet-payment';

let shown: WalletEnd | null = null;
const listeners = new Set<() => void>();

export function showWalletOutcome(end: WalletEnd | null): void {
  shown = end;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWalletOutcome(): WalletEnd | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}
