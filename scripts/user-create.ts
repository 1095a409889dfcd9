/** `npm run user:create -- --email E --password P [--admin]`: see user-create-args.ts. */
import { createInterface } from 'node:readline';
import { openDatabase } from '../src/server/db/client';
import { loadConfig } from '../src/server/env';
import { recordAudit } from '../src/server/modules/audit';
import { saveUser } from '../src/server/modules/accounts';
import { runCommand } from './run-command';
import { checkPassword, parseUserCreateArgs, USAGE, UsageError } from './user-create-args';

/** Asks for a line in the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    let muted = false;
    const writer = rl as unknown as { _writeToOutput: (text: string) => void };
    writer._writeToOutput = (text: string) => {
      if (!muted) process.stdout.write(text);
      else if (text.includes('\n')) process.stdout.write('\n');
    };
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    });
    rl.on('SIGINT', () => {
      rl.close();
      reject(new UsageError('Cancelled.'));
    });
    muted = true;
  });
}

async function askPassword(email: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new UsageError(
      'No password given: pass --password, set USER_PASSWORD, or run this in a terminal to be asked.',
    );
  }
  const password = await askHidden('Password (at least 10 characters): ');
  checkPassword(password, email);
  if ((await askHidden('Password again: ')) !== password) throw new UsageError('The two passwords differ.');
  return password;
}

await runCommand(async () => {
  const args = parseUserCreateArgs(process.argv.slice(2), { USER_PASSWORD: process.env.USER_PASSWORD });
  if (args.help) {
    console.log(USAGE);
    return;
  }
  // Asked before the database opens, so the embedded database is not held while someone types.
  const password = args.password ?? (await askPassword(args.email));
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await saveUser(database.db, { email: args.email, password, isAdmin: args.admin });
    await recordAudit(database.db, null, {
      action: result.created ? 'user.create' : 'user.update',
      entityType: 'user',
      entityId: result.user.id,
      details: { email: result.user.email, role: result.user.role, by: 'npm run user:create' },
    });
    const role = args.admin ? 'an Owner' : 'no staff role';
    const where = database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'the PostgreSQL database';
    console.log(
      result.created
        ? `Created ${result.user.email} (${role}) in ${where}.`
        : `Updated ${result.user.email} in ${where}: new password; ${role}${result.wasAdmin !== args.admin ? ` (was ${result.wasAdmin ? 'staff' : 'no staff role'})` : ''}.`,
    );
  } finally {
    await database.close();
  }
});
