/**
 * `npm run db:backup -- --out FILE`: a consistent backup of the configured database, also while the shop runs.
 * Embedded database: a gzipped tar of DATA_DIR/pglite (made by the running shop through DATA_DIR/backup.sock, or
 * directly when it is stopped). PostgreSQL (DATABASE_URL): pg_dump's custom format.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/env';
import { backupDatabase } from '../src/server/modules/backup';
import { runCommand } from './run-command';

const USAGE = 'Usage: npm run db:backup -- --out FILE';

await runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: false });
  if (typeof values.out !== 'string' || values.out === '') {
    throw Object.assign(new Error(`Say where to write the backup.\n${USAGE}`), { name: 'UsageError' });
  }
  const { kind } = await backupDatabase(loadConfig(), values.out);
  console.log(`Backed up the ${kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'} to ${values.out}.`);
});
