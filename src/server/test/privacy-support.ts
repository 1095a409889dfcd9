/** For tests: what a customer does on the data page to prove an e-mail address is theirs. */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { call, type TestServer } from './build';

/** The code in the newest e-mail queued for the address (the outbox table; the .eml files follow from it). */
export async function codeSentTo(db: Db, email: string): Promise<string> {
  const [message] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = /Your code: (\d{6})/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

/** Asks for a code by e-mail and exchanges it: gives back the code and the access token it was exchanged for. */
export async function privacyAccess(server: TestServer, email: string): Promise<{ code: string; accessToken: string }> {
  expect((await call(server, 'POST', '/api/privacy/codes', { body: { email } })).status).toBe(202);
  const code = await codeSentTo(server.database.db, email);
  const granted = await call(server, 'POST', '/api/privacy/access', { body: { email, code } });
  expect(granted.status).toBe(200);
  return { code, accessToken: granted.body.accessToken as string };
}
