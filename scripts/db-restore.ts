/**
 * `npm run db:restore -- FILE [--force]`: restores a backup made by `npm run db:backup` into an empty DATA_DIR (the
 * embedded database) or an empty database (DATABASE_URL). A database that already holds data is replaced only with
 * --force; the shop must be stopped (for the embedded database the command checks).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/env';
import { restoreDatabase } from '../src/server/modules/backup';
import { runCommand } from './run-command';

const USAGE = 'Usage: npm run db:restore -- FILE [--force]';

await runCommand(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    throw Object.assign(new Error(`Name one backup file.\n${USAGE}`), { name: 'UsageError' });
  }
  const result = await restoreDatabase(loadConfig(), positionals[0]!, { force: values.force === true });
  console.log(
    `Restored ${positionals[0]} into the ${result.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}.` +
      (result.keptAside ? ` The data it replaced is kept in ${result.keptAside}.` : ''),
  );
});
