/**
 * Two instances sharing one PostgreSQL database serve one printer: it polls them in turn, and fetches and confirms
 * each job on the other one. Every label is handed out and printed exactly once.
 */
import { describe, expect, it } from 'vitest';
import { call, type TestServer } from '../../test/build';
import { line, payInPage } from '../../test/checkout-support';
import { makeShopWithOptions } from '../../test/makers-support';
import { testDatabaseKinds } from '../../test/test-database';
import { twoInstances } from '../../test/server-fixtures';

const kinds = await testDatabaseKinds();

describe.skipIf(!kinds.includes('postgres'))('one printer served by two instances on postgres', () => {
  const two = twoInstances();

  it('prints every cup’s label exactly once, whichever instance the printer asks', async () => {
    const { a, b, staff } = two;
    const shop = await makeShopWithOptions(a);
    await b.services.menu.changed();
    const added = await call(a, 'POST', '/api/admin/printers', {
      headers: staff,
      body: { name: 'Shared labels', jobs: 'labels', widthMm: 80 },
    });
    const path = new URL(added.body.printers[0].cloudPrntUrl).pathname;

    // Six orders of 1 to 3 cups: 12 labels, paid half through each instance.
    const cupsPerOrder = [1, 2, 3, 1, 2, 3];
    for (const [index, cups] of cupsPerOrder.entries()) {
      await payInPage(index % 2 ? b : a, {
        lines: [line(shop.classic, cups, 'reg', { options: ['sugar-50', 'ice-less'] })],
        amount: (shop.classic.priceReg * cups) / 100,
        name: `Customer ${index}`,
      });
    }

    const printed: string[] = [];
    /** One poll-fetch-confirm round on an instance: the label printed, or null when none was ready. */
    const round = async (server: TestServer): Promise<string | null> => {
      const answer = await (
        await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).json();
      if (!answer.jobReady) return null;
      const other = server === a ? b : a;
      // The job is fetched and confirmed on the other instance, as a printer behind a load balancer may.
      const text = await (await fetch(`${other.url}${path}?type=text/plain&token=${answer.jobToken}`)).text();
      await fetch(`${server.url}${path}?code=200%20OK&token=${answer.jobToken}`, { method: 'DELETE' });
      return text.split('\n').slice(0, 2).join(' ');
    };
    // The printer asks A, then B, then A…, until neither has work for it.
    for (let turn = 0, idle = 0; turn < 40 && idle < 2; turn++) {
      const label = await round(turn % 2 ? b : a);
      if (label) printed.push(label);
      idle = label ? 0 : idle + 1;
    }

    expect(printed).toHaveLength(12);
    expect(new Set(printed).size).toBe(12);
    for (const cups of [1, 2, 3]) expect(printed.filter((label) => label.includes(`1/${cups}`)).length).toBe(2);
  });
});
