/**
 * Whether the Checkout dialog is open (the menu's floating Order Now opens it). A tiny shared store, so the
 * menu can open a dialog that the checkout feature renders without either importing the other (the router composes
 * them).
 */
import { sharedFlag } from './shared-flag';

const open = sharedFlag();

export const openCheckoutDialog = () => open.set(true);
export const closeCheckoutDialog = () => open.set(false);

export function useCheckoutDialogOpen(): boolean {
  return open.useValue();
}
