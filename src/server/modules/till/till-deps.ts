import type { FreeDrinkRule } from '@domain/pricing';
import type { StampCardView } from '@domain/stamp-card';
import type { Db, DbOrTx } from '../../db/client';
import type { StockGate } from '../checkout';
import type { PaymentsService } from '../payments';

/**
 * Port: the stamp card at the till (the loyalty module implements it): the card a counter code names, the free drink's
 * rule, and the reward held by the sale's order in the transaction that records it, exactly as a checkout holds it.
 */
export interface TillStampCards {
  /** The card of a stored code, or null (no such card, or the stamp card is off). */
  byCode(code: string): Promise<{ email: string; card: StampCardView; categories: string[] } | null>;
  /** The free drink's rule, or null when the stamp card is off. */
  freeDrinkRule(): Promise<FreeDrinkRule | null>;
  /** Lets the reward an unpayable order held go (its payment was stopped), so the customer's next order may use it. */
  release(orderId: string): Promise<void>;
  /** Holds the card's reward for the order; refuses (409) when another checkout or till holds it, or it is gone. */
  hold(tx: DbOrTx, email: string, orderId: string): Promise<void>;
}

/** What the till works with: the database (through the orders module's functions), the payments, stock and the clock. */
export interface TillDeps {
  db: Db;
  payments: Pick<PaymentsService, 'fulfil' | 'provider' | 'sandbox'>;
  /** The shop's clock: a sale is priced with the deals running now, as a checkout is. */
  now: () => Date;
  /** Ingredients out and counted products short, as a checkout is refused for them (modules/stock). */
  stock?: StockGate;
  /** The stamp card's counter codes and rewards (modules/loyalty). */
  stampCards?: TillStampCards;
}
