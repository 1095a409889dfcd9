import type { Db } from '../../db/client';
import type { PaymentsService } from '../payments';

/** What the till works with: the database (through the orders module's functions) and the payments. */
export interface TillDeps {
  db: Db;
  payments: Pick<PaymentsService, 'fulfil' | 'provider' | 'sandbox'>;
}
