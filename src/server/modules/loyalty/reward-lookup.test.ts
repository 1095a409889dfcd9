/**
 * Asking about a free drink tells nobody whose card is full, through real HTTP on each database: until the code from
 * the e-mail is given, an address with a full card, one with a few stamps and one the shop has never seen get the same
 * status and the same answer from POST /api/stamp-card/reward and POST /api/stamp-card/code. Only the e-mail differs:
 * the full card's holds the code, which unlocks the free drink; the others say that no free drink waits.
 */
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { call } from '../../test/build';
import { describeCheckoutShop, line, newToken, payInPage } from '../../test/checkout-support';

await describeCheckoutShop('asking about a free drink on %s', {}, (ctx) => {
  const db = () => ctx.server.database.db;
  const address = (name: string) => `${name}-${newToken().slice(0, 8)}@example.com`;
  const newestMail = async (to: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0];

  it('answers every address alike until the code is given; only the e-mail differs', async () => {
    const full = address('full');
    const some = address('some');
    const stranger = address('stranger');
    await payInPage(ctx.server, { lines: [line(ctx.shop.classic, 9)], amount: 31.5, email: full });
    await payInPage(ctx.server, { lines: [line(ctx.shop.classic, 3)], amount: 10.5, email: some });

    const ask = async (path: string, email: string) => {
      const answer = await call(ctx.server, 'POST', path, { body: { email } });
      return { status: answer.status, body: answer.body as unknown };
    };
    for (const path of ['/api/stamp-card/reward', '/api/stamp-card/code']) {
      const [a, b, c] = [await ask(path, full), await ask(path, some), await ask(path, stranger)];
      expect(b, `${path} for a card with a few stamps`).toEqual(a);
      expect(c, `${path} for an address without a card`).toEqual(a);
    }

    const toFull = await newestMail(full);
    const code = /Your code: (\d{6})/.exec(toFull?.text ?? '')?.[1];
    expect(code, 'the full card’s e-mail holds the code').toBeDefined();
    for (const other of [some, stranger]) {
      const mail = await newestMail(other);
      expect(mail?.text).toContain('There is no free drink on this card yet');
      expect(mail?.text).not.toMatch(/\d{6}/);
    }
    const unlocked = await call(ctx.server, 'POST', '/api/stamp-card/unlock', { body: { email: full, code } });
    expect(unlocked.status).toBe(200);
  });
});
