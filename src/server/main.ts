/**
 * Starts Pearl: reads the settings, opens the database (migrating it), loads the demo menu into an empty embedded
 * database, and serves the shop. On SIGTERM or SIGINT it stops taking requests, lets those in flight finish, and
 * closes the database.
 */
import { phoneAddressLines } from '@domain/public-url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirBusyError } from './db/data-dir-lock';
import { ConfigError, loadConfig } from './env';
import { demoAdminNotice, ensureDemoAdmin } from './modules/accounts';
import { openBackupSocket, scheduleBackups } from './modules/backup';
import { networkAddresses } from './network-addresses';
import { keepFilesPrivate } from './private-files';
import { demoMenu } from './seed/demo-menu';
import { isCatalogueEmpty, seedDemoHours, seedMenu } from './seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  keepFilesPrivate([config.dataDir, config.backups?.dir]);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const { app } = await buildApp({ config, database });

  if (database.kind === 'pglite' && (await isCatalogueEmpty(database.db))) {
    const seeded = await seedMenu(database.db, demoMenu);
    await seedDemoHours(database.db);
    app.log.info(seeded, 'loaded the demo menu into the new embedded database');
  }
  const demoAdmin = await ensureDemoAdmin(database, {
    production: config.production,
    password: config.demoAdminPassword,
  });
  // On the console, not in the structured log: the first start's notice may hold a password (demo-admin.ts).
  const demoAdminText = demoAdminNotice(demoAdmin, config.publicUrl);
  if (demoAdminText) console.log(demoAdminText);

  // The embedded database: `npm run db:backup` asks this process for a copy through DATA_DIR/backup.sock, and
  // BACKUP_DIR gets a daily one.
  const backupSocket = database.kind === 'pglite' ? await openBackupSocket(database, config.dataDir, app.log) : null;
  const stopBackups =
    database.kind === 'pglite' && config.backups ? scheduleBackups(database, config.backups, app.log) : null;

  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests did not finish within 20 s; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await app.close();
      await stopBackups?.();
      await backupSocket?.close();
      await database.close();
    } finally {
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Pearl is open at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  // A loopback PUBLIC_URL works on this computer only: the command to start it for a phone on the same Wi-Fi.
  for (const line of phoneAddressLines(config.publicUrl, networkAddresses())) console.log(line);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('Pearl could not start:', error);
  }
  process.exit(1);
});
