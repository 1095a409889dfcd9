/** `npm run db:seed`: loads the demo menu; running it twice changes nothing. */
import { openDatabase } from '../src/server/db/client';
import { loadConfig } from '../src/server/env';
import { demoMenu } from '../src/server/seed/demo-menu';
import { seedDemoHours, seedMenu } from '../src/server/seed/seed';
import { runCommand } from './run-command';

await runCommand(async () => {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const added = await seedMenu(database.db, demoMenu);
    console.log(
      `Demo menu: added ${added.categories} categories, ${added.products} products and ${added.promotions} promotions` +
        (added.categories + added.products + added.promotions === 0 ? ' (it was already loaded).' : '.'),
    );
    if (await seedDemoHours(database.db)) console.log('Opening hours: 10:00–22:00 every day.');
    if (added.products > 0 && database.kind === 'postgres') {
      // A running server on the same PostgreSQL database refreshes its menu when told.
      await database.notify('pearl_live', JSON.stringify({ topic: 'menu', data: { at: Date.now() } }));
    }
  } finally {
    await database.close();
  }
});
