/**
 * The demo admin exists only on a new embedded database outside production, its password is printed once
 * (at the start that made it), and later starts only remind staff of the address and how to reset it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from './schema';
import { makeUser } from '../../test/factories';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import { send, startShopProcess, type ShopProcess } from '../../test/shop-process';
import { DEMO_ADMIN_EMAIL, demoAdminNotice, ensureDemoAdmin } from './demo-admin';
import { verifyPassword } from './password-hashing';
import { findUserByEmail } from './users-repository';

const kinds = await testDatabaseKinds();
const PUBLIC_URL = 'http://localhost:3000';

const allUsers = (database: Database) => database.db.select().from(users);

describe('ensureDemoAdmin on a new embedded database', () => {
  // One migrated in-memory database, emptied of users before each test (a new one each time would cost seconds).
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
  });
  beforeEach(async () => {
    await testDb.database.db.delete(users);
  });
  afterAll(() => testDb.drop());

  it('creates admin@pearl.example as an admin with a random password, and returns that password', async () => {
    const demoAdmin = await ensureDemoAdmin(testDb.database, { production: false });
    expect(demoAdmin).toEqual({
      state: 'created',
      email: DEMO_ADMIN_EMAIL,
      password: expect.any(String),
      passwordChosen: false,
    });
    const password = demoAdmin?.state === 'created' ? demoAdmin.password : '';
    expect(password.length).toBeGreaterThanOrEqual(16);

    const stored = await findUserByEmail(testDb.database.db, DEMO_ADMIN_EMAIL);
    expect(stored).toMatchObject({ email: DEMO_ADMIN_EMAIL, role: 'owner' });
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored!.passwordHash, password)).toBe(true);
    expect(await allUsers(testDb.database)).toHaveLength(1);
  });

  it('prints the new password with the sign-in address and how to change it', async () => {
    const demoAdmin = await ensureDemoAdmin(testDb.database, { production: false });
    const password = demoAdmin?.state === 'created' ? demoAdmin.password : 'none';
    const notice = demoAdminNotice(demoAdmin, PUBLIC_URL);
    expect(notice).toContain(
      `Demo admin: sign in at ${PUBLIC_URL}/login as ${DEMO_ADMIN_EMAIL} with the password ${password}`,
    );
    expect(notice).toContain(`npm run user:create -- --email ${DEMO_ADMIN_EMAIL} --admin (with the shop stopped)`);
  });

  it('refuses a DEMO_ADMIN_PASSWORD that is too easy to guess, saying why, and makes no admin', async () => {
    await expect(ensureDemoAdmin(testDb.database, { production: false, password: '1234567890ab' })).rejects.toThrow(
      /DEMO_ADMIN_PASSWORD: This password is too easy to guess\. /,
    );
    expect(await findUserByEmail(testDb.database.db, DEMO_ADMIN_EMAIL)).toBeNull();
  });

  it('uses the password chosen through DEMO_ADMIN_PASSWORD and does not repeat it', async () => {
    const demoAdmin = await ensureDemoAdmin(testDb.database, { production: false, password: 'chosen demo password' });
    expect(demoAdmin).toEqual({
      state: 'created',
      email: DEMO_ADMIN_EMAIL,
      password: 'chosen demo password',
      passwordChosen: true,
    });
    const stored = await findUserByEmail(testDb.database.db, DEMO_ADMIN_EMAIL);
    expect(await verifyPassword(stored!.passwordHash, 'chosen demo password')).toBe(true);

    const notice = demoAdminNotice(demoAdmin, PUBLIC_URL);
    expect(notice).toContain('with the password in DEMO_ADMIN_PASSWORD');
    expect(notice).not.toContain('chosen demo password');
  });

  it('on a later start keeps the demo admin as it is and prints a one-line reminder without any password', async () => {
    const first = await ensureDemoAdmin(testDb.database, { production: false });
    const password = first?.state === 'created' ? first.password : '';
    const hashBefore = (await findUserByEmail(testDb.database.db, DEMO_ADMIN_EMAIL))!.passwordHash;

    const later = await ensureDemoAdmin(testDb.database, { production: false });
    expect(later).toEqual({ state: 'kept', email: DEMO_ADMIN_EMAIL });
    expect((await findUserByEmail(testDb.database.db, DEMO_ADMIN_EMAIL))!.passwordHash).toBe(hashBefore);
    expect(await allUsers(testDb.database)).toHaveLength(1);

    const notice = demoAdminNotice(later, PUBLIC_URL)!;
    expect(notice.trim()).toBe(
      `Demo admin: ${DEMO_ADMIN_EMAIL} (password printed at first start; reset it with npm run user:create -- --email ${DEMO_ADMIN_EMAIL} --admin with the shop stopped)`,
    );
    expect(notice).not.toContain(password);
  });

  it('prints no reminder once the demo admin has been removed or is no longer an admin', async () => {
    await ensureDemoAdmin(testDb.database, { production: false });
    await testDb.database.db.update(users).set({ role: null });
    expect(await ensureDemoAdmin(testDb.database, { production: false })).toBeNull();
    await testDb.database.db.delete(users);
    await makeUser(testDb.database.db, { email: 'owner@pearl.example', isAdmin: true });
    expect(await ensureDemoAdmin(testDb.database, { production: false })).toBeNull();
    expect(demoAdminNotice(null, PUBLIC_URL)).toBeNull();
  });

  it('is not created when the database already has users', async () => {
    await makeUser(testDb.database.db, { email: 'helper@pearl.example' });
    expect(await ensureDemoAdmin(testDb.database, { production: false })).toBeNull();
    expect(await findUserByEmail(testDb.database.db, DEMO_ADMIN_EMAIL)).toBeNull();
    expect((await allUsers(testDb.database)).map((user) => user.email)).toEqual(['helper@pearl.example']);
  });

  it('is never created in production, even on an empty embedded database', async () => {
    expect(await ensureDemoAdmin(testDb.database, { production: true })).toBeNull();
    expect(await ensureDemoAdmin(testDb.database, { production: true, password: 'chosen demo password' })).toBeNull();
    expect(await allUsers(testDb.database)).toHaveLength(0);
  });

  it('in production prints nothing about a demo admin left from a trial run', async () => {
    await ensureDemoAdmin(testDb.database, { production: false });
    expect(await ensureDemoAdmin(testDb.database, { production: true })).toBeNull();
  });

  it('is never created on a database that is a PostgreSQL server', async () => {
    // The same empty, migrated database, presented as DATABASE_URL's kind: the guard looks at the kind, not the rows.
    const asPostgres: Database = { ...testDb.database, kind: 'postgres' };
    expect(await ensureDemoAdmin(asPostgres, { production: false })).toBeNull();
    expect(await allUsers(testDb.database)).toHaveLength(0);
  });
});

describe.each(kinds.filter((kind) => kind === 'postgres'))(
  'ensureDemoAdmin on a real %s server (DATABASE_URL)',
  (kind) => {
    let testDb: TestDatabase;
    beforeEach(async () => {
      testDb = await createTestDatabase(kind);
    });
    afterEach(() => testDb.drop());

    it('creates no demo admin on an empty database, in development or production', async () => {
      expect(testDb.database.kind).toBe('postgres');
      expect(await ensureDemoAdmin(testDb.database, { production: false })).toBeNull();
      expect(
        await ensureDemoAdmin(testDb.database, { production: false, password: 'chosen demo password' }),
      ).toBeNull();
      expect(await ensureDemoAdmin(testDb.database, { production: true })).toBeNull();
      expect(await allUsers(testDb.database)).toHaveLength(0);
    });
  },
);

describe('the shop process (src/server/main.ts) on a new DATA_DIR', () => {
  const started: ShopProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'pearl-demo-admin-'));
  afterAll(async () => {
    for (const shop of started) if (shop.child.exitCode === null) shop.signal('SIGKILL');
    await Promise.all(started.map((shop) => shop.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const runShop = async () => {
    const shop = await startShopProcess({ DATA_DIR: dataDir });
    started.push(shop);
    return shop;
  };
  const stopShop = async (shop: ShopProcess) => {
    shop.signal('SIGTERM');
    expect(await shop.exited).toBe(0);
  };

  it(
    'prints a password that signs in at the first start, and only a reminder at the next',
    { timeout: 300_000 },
    async () => {
      const first = await runShop();
      const firstNotice = /Demo admin: sign in at \S+\/login as admin@pearl\.example with the password (\S+)\n/;
      // Printed before the shop listens; the poll only covers the pipe being read a moment after the ready answer.
      await expect.poll(() => first.output()).toMatch(firstNotice);
      const password = firstNotice.exec(first.output())![1]!;
      const signIn = await send(first.port, 'POST', '/api/auth/login', { email: DEMO_ADMIN_EMAIL, password });
      expect(signIn).toMatchObject({
        kind: 'answered',
        status: 200,
        body: { user: { email: DEMO_ADMIN_EMAIL, isAdmin: true } },
      });
      await stopShop(first);

      const second = await runShop();
      await expect
        .poll(() => second.output())
        .toContain(
          `Demo admin: ${DEMO_ADMIN_EMAIL} (password printed at first start; reset it with npm run user:create`,
        );
      const output = second.output();
      expect(output).not.toContain(password);
      expect(output).not.toContain('sign in at');
      await stopShop(second);
    },
  );
});
