import type { Db } from '../../db/client';
import type { StockGate } from '../checkout';
import type { PaymentsService } from '../payments';

/** What the till works with: the database (through the orders module's functions), the payments, stock and the clock. */
export interface TillDeps {
  db: Db;
  payments: Pick<PaymentsService, 'fulfil' | 'provider' | 'sandbox'>;
  /** The shop's clock: a sale is priced with the deals running now, as a checkout is. */
  now: () => Date;
  /** Ingredients out and counted products short, as a checkout is refused for them (modules/stock). */
  stock?: StockGate;
}
