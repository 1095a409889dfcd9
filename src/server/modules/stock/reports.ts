/**
 * Stock's reports, on the shop's clock: each ingredient's time out, and the orders refused for stock, today and over
 * the last 7 days.
 */
import { outageLine } from '@domain/stock';
import { shopDate, shopInstant } from '@domain/opening-hours';
import { addLocalDays } from '@domain/report-range';
import type { DbOrTx } from '../../db/client';
import { outagesSince } from './ingredients';
import { refusalsSince } from './refusals';

/** The start of today and of the 7 days ending today, shop time. */
function periods(at: Date) {
  return {
    today: shopInstant(shopDate(at), '00:00'),
    week: shopInstant(addLocalDays(shopDate(at), -6), '00:00'),
  };
}

export function createStockReports(db: DbOrTx, now: () => Date) {
  return {
    /** Each ingredient's time out today and in the last 7 days ("Tapioca pearls out 14:10–16:30"). */
    async outages(): Promise<{ today: string[]; week: string[] }> {
      const at = now();
      const { today, week } = periods(at);
      const rows = await outagesSince(db, week);
      return {
        today: rows.filter((row) => (row.endedAt ?? at) >= today).map((row) => outageLine(row, at)),
        week: rows.map((row) => outageLine(row, at)),
      };
    },

    /** Orders refused for stock today and in the last 7 days: checkouts refused, payments refunded, and why. */
    async refusals() {
      const { today, week } = periods(now());
      const [onToday, onWeek] = await Promise.all([refusalsSince(db, today), refusalsSince(db, week)]);
      return { today: onToday, week: onWeek };
    },
  };
}
