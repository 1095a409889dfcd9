/**
 * Prepares the e2e shop's new embedded database before the shop starts (playwright.config.ts): the demo menu, and
 * opening hours of 00:00–24:00 every day, so the journeys (which pay "as soon as possible") find the shop open at any
 * time of day. Started on an empty database, the shop would give itself the demo hours (10:00–22:00), and every
 * journey run at night would be refused as closed. e2e/opening-hours.spec.ts sets the demo hours for its own tests.
 */
import type { OpeningHours, WeeklySchedule } from '../src/domain/opening-hours-schema';
import { openDatabase } from '../src/server/db/client';
import { seedOpeningHours } from '../src/server/modules/opening-hours';
import { demoMenu } from '../src/server/seed/demo-menu';
import { seedMenu } from '../src/server/seed/seed';

export const ROUND_THE_CLOCK: OpeningHours = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map(() => [{ open: '00:00', close: '24:00' }]) as WeeklySchedule,
  exceptions: [],
};

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('prepare-shop: DATA_DIR is not set.');
  const database = await openDatabase({ dataDir });
  try {
    await seedMenu(database.db, demoMenu);
    await seedOpeningHours(database.db, ROUND_THE_CLOCK);
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('prepare-shop.ts'))
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
