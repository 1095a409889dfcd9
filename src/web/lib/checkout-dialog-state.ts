/**
 * Whether the Checkout dialog is open (the menu's floating Order Now opens it). A tiny shared store, so the
 * menu can open a dialog that the checkout feature renders without either importing the other (the router composes
 * them).
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openCheckoutDialog = () => set(true);
export const closeCheckoutDialog = () => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCheckoutDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
