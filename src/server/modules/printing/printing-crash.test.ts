/**
 * A paid order's prints survive the process dying: the shop is killed (SIGKILL) the moment the payment is recorded,
 * before the printer has asked for anything; after the restart the printer gets both labels.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { printers } from '../../db/schema';
import { demoMenu } from '../../seed/demo-menu';
import { seedMenu } from '../../seed/seed';
import { startShopProcess, type ShopProcess } from '../../test/shop-process';

describe('printing across a crash', () => {
  const started: ShopProcess[] = [];
  afterAll(() => {
    for (const shop of started) if (shop.child.exitCode === null) shop.signal('SIGKILL');
  });

  it('keeps the labels of an order paid just before kill -9', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pearl-print-crash-'));
    const secret = randomBytes(24).toString('hex');
    const seeded = await openDatabase({ dataDir });
    await seedMenu(seeded.db, demoMenu);
    await seeded.db.insert(printers).values({ name: 'Counter', jobs: 'labels', widthMm: 58, secret });
    await seeded.close();

    const shop = await startShopProcess({ DATA_DIR: dataDir });
    started.push(shop);
    const base = `http://127.0.0.1:${shop.port}`;
    const menu = (await (await fetch(`${base}/api/menu`)).json()) as {
      products: Array<{ id: string; name: string; category: string; priceReg: number; optionGroups?: unknown[] }>;
    };
    const drink = menu.products.find((p) => p.category === 'fruit-tea' && p.optionGroups?.length)!;
    const lines = [{ id: drink.id, name: drink.name, size: 'reg', price: drink.priceReg, quantity: 2 }];
    const created = await fetch(`${base}/api/create-payment-intent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: (drink.priceReg * 2) / 100,
        metadata: { cartItems: JSON.stringify(lines) },
        name: 'Crash Customer',
        email: 'crash@example.com',
        checkoutToken: randomBytes(16).toString('hex'),
      }),
    });
    expect(created.status).toBe(200);
    const intent = (await created.json()) as { orderId: string; paymentIntentId: string; clientSecret: string };
    const paid = await fetch(`${base}/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientSecret: intent.clientSecret,
        card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      }),
    });
    expect(paid.status, await paid.text()).toBe(200);
    shop.signal('SIGKILL');
    await shop.exited;

    const again = await startShopProcess({ DATA_DIR: dataDir });
    started.push(again);
    const address = `http://127.0.0.1:${again.port}/cloudprnt/${secret}`;
    const labels: string[] = [];
    for (;;) {
      const answer = (await (
        await fetch(address, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      ).json()) as { jobReady: boolean; jobToken?: string };
      if (!answer.jobReady) break;
      labels.push(await (await fetch(`${address}?type=text/plain&token=${answer.jobToken}`)).text());
      await fetch(`${address}?code=200%20OK&token=${answer.jobToken}`, { method: 'DELETE' });
    }
    expect(labels).toHaveLength(2);
    // The shop's first order today: #1 on both of its labels.
    expect(labels[0]).toContain('#1   1/2');
    expect(labels[1]).toContain('#1   2/2');
    expect(labels[1]).toContain('Crash');
    again.signal('SIGTERM');
    await again.exited;
  });
});
