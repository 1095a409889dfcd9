/** What the stamp card's tests read: a fresh address for each customer, and the stamps on an address's card. */
import { eq } from 'drizzle-orm';
import { stampCards } from '../db/schema';
import { newToken, type CheckoutShop } from './checkout-support';

export function stampCardReads(ctx: CheckoutShop) {
  return {
    address: (name: string) => `${name}-${newToken().slice(0, 8)}@example.com`,
    /** The card's stamps, or null when the address has no card. */
    stampsOf: async (email: string) =>
      (await ctx.server.database.db.select().from(stampCards).where(eq(stampCards.email, email)))[0]?.stamps ?? null,
  };
}
