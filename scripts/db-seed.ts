/**
 * `npm run db:seed`: loads the demo menu; running it twice changes nothing.
 * `npm run db:seed -- --demo-orders 100000`: also fills the year before today with that many paid demo orders
 * (the sales report's demo and benchmark data); each run adds that many more.
 */
import { openDatabase } from '../src/server/db/client';
import { loadConfig } from '../src/server/env';
import { demoMenu } from '../src/server/seed/demo-menu';
import { seedDemoOrders } from '../src/server/seed/demo-orders';
import { seedDemoHours, seedMenu } from '../src/server/seed/seed';
import { runCommand } from './run-command';

/** The number after --demo-orders, or 0 without it. */
function demoOrdersArgument(args: readonly string[]): number {
  const at = args.indexOf('--demo-orders');
  if (at === -1) return 0;
  const count = Number(args[at + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw Object.assign(new Error('--demo-orders needs a whole number from 1 to 1000000, e.g. --demo-orders 100000.'), {
      name: 'UsageError',
    });
  }
  return count;
}

await runCommand(async () => {
  const demoOrders = demoOrdersArgument(process.argv.slice(2));
  const config = loadConfig();
  // Demo orders are written and numbered in statements far longer than the shop's per-query bound: this connection
  // waits as long as they take (ten minutes at most).
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: { statementMs: 600_000, queryMs: 610_000, idleInTransactionMs: 600_000 },
  });
  try {
    const added = await seedMenu(database.db, demoMenu);
    const changed = Object.values(added).some((count) => count > 0);
    console.log(
      `Demo menu: added ${added.categories} categories, ${added.products} products, ${added.promotions} promotions, ` +
        `${added.optionGroups} option groups and ${added.options} options, and declared the allergens of ` +
        `${added.allergens} products` +
        (changed ? '.' : ' (it was already loaded).'),
    );
    if (await seedDemoHours(database.db)) console.log('Opening hours: 10:00–22:00 every day.');
    if (demoOrders > 0) {
      const started = performance.now();
      const written = await seedDemoOrders(database.db, demoOrders);
      console.log(
        `Demo orders: ${written} paid orders over the last year, in ${Math.round(performance.now() - started)} ms.`,
      );
    }
    if (changed && database.kind === 'postgres') {
      // A running server on the same PostgreSQL database refreshes its menu when told.
      await database.notify('pearl_live', JSON.stringify({ topic: 'menu', data: { at: Date.now() } }));
    }
  } finally {
    await database.close();
  }
});
