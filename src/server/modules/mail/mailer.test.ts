import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import { createMailer } from './mailer';
import { recordStatement, shortly, statementsOf } from '../../test/statement-count';

const kinds = await testDatabaseKinds();

describe.each(kinds)('mail outbox on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { onStatement: recordStatement });
  });
  afterAll(() => testDb.drop());

  it('writes each queued message once as an .eml file when no SMTP server is set', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'pearl-outbox-'));
    const mailer = createMailer({ db: testDb.database.db, from: 'Pearl <orders@pearl.example>', outboxDir });
    const message = {
      to: 'ann@example.com',
      subject: 'Your Pearl order 1a2b3c4d',
      text: 'Thank you!',
      dedupeKey: 'receipt:1',
    };
    await mailer.enqueue(message);
    await mailer.enqueue(message);
    await mailer.flush();
    await mailer.flush();
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const eml = await readFile(join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: ann@example.com');
    expect(eml).toContain('Subject: Your Pearl order 1a2b3c4d');
    expect(eml).toContain('Thank you!');
    const rows = await testDb.database.db.select().from(mailOutbox);
    expect(rows.map((r) => r.status)).toEqual(['sent']);
    await mailer.stop();
  });

  it('sends a rush of messages in batches: one statement claims sixteen, one records them sent', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'pearl-outbox-'));
    const mailer = createMailer({ db: testDb.database.db, from: 'Pearl <orders@pearl.example>', outboxDir });
    // Queued in a transaction, as the moves queue theirs (outside one, enqueue starts a flush of its own).
    await testDb.database.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++)
        await mailer.enqueue({ to: `guest-${i}@example.com`, subject: 'Ready', text: 'x', dedupeKey: `rush:${i}` }, tx);
    });
    const { result: sent, statements } = await statementsOf(() => mailer.flush());
    expect(sent).toBe(20);
    expect(await readdir(outboxDir)).toHaveLength(20);
    // 16 claimed and recorded sent, then 4, then a claim finding nothing (it was two statements a message and more).
    expect(statements.map(shortly), statements.map(shortly).join('\n')).toHaveLength(5);
    const rows = (await testDb.database.db.select().from(mailOutbox)).filter((r) => r.dedupeKey?.startsWith('rush:'));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(Array.from({ length: 20 }, () => ['sent', 1]));
    await mailer.stop();
  });

  it('keeps a message queued for a retry when the mail server fails', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'pearl-outbox-'));
    // Nothing listens on port 1: every delivery fails at once.
    const mailer = createMailer({
      db: testDb.database.db,
      from: 'Pearl <orders@pearl.example>',
      outboxDir,
      smtpUrl: 'smtp://127.0.0.1:1',
    });
    await mailer.enqueue({ to: 'bob@example.com', subject: 'Retry me', text: 'x', dedupeKey: 'retry:1' });
    await mailer.flush();
    const rows = (await testDb.database.db.select().from(mailOutbox)).filter((r) => r.dedupeKey === 'retry:1');
    expect(rows[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(rows[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(rows[0]!.lastError).toBeTruthy();
    await mailer.stop();
  });
});
