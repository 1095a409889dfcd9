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
    const changed = Object.values(added).some((count) => count > 0);
    console.log(
      `Demo menu: added ${added.categories} categories, ${added.products} products, ${added.promotions} promotions, ` +
        `${added.optionGroups} option groups and ${added.options} options, and declared the allergens of ` +
        `${added.allergens} products` +
        (changed ? '.' : ' (it was already loaded).'),
    );
    if (await seedDemoHours(database.db)) console.log('Opening hours: 10:00–22:00 every day.');
    if (changed && database.kind === 'postgres') {
      // A running server on the same PostgreSQL database refreshes its menu when told.
      await database.notify('pearl_live', JSON.stringify({ topic: 'menu', data: { at: Date.now() } }));
    }
  } finally {
    await database.close();
  }
});
