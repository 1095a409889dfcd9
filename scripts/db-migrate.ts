/** `npm run db:migrate`: applies the migrations to the configured database (they also run at every start). */
import { openDatabase } from '../src/server/db/client';
import { loadConfig } from '../src/server/env';
import { runCommand } from './run-command';

await runCommand(async () => {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.close();
  console.log(
    `Migrations applied to the ${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}.`,
  );
});
