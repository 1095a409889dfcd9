/**
 * The status band under the header is in the page the server draws, so a phone shows "Open until 22:00" or the pause
 * message with the first paint, and a browser without JavaScript shows it at all; the page carries the status it was
 * drawn with, for hydration. Real HTTP, the renderer from source, a fixed clock (Wednesday 25 November 2026, 12:00).
 */
import { readFileSync } from 'node:fs';
import { SHOP_STATUS_ELEMENT_ID } from '@domain/catalogue';
import { PAUSED_MESSAGE } from '@domain/opening-hours';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../web/entry-server';
import { call, type TestServer } from '../../test/build';
import { useStaffServer } from '../../test/server-fixtures';
import { testDatabaseKinds } from '../../test/test-database';
import type { StorefrontSetup } from './storefront-routes';

const kinds = await testDatabaseKinds();
const storefront: StorefrontSetup = {
  template: readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8'),
  render: renderPage,
};

/** The text of the drawn status band (role="status" under the header), tags removed. */
function bandOf(html: string): string {
  const match = /<div role="status" data-testid="shop-status"[^>]*>([^]*?)<\/div>/.exec(html);
  if (!match) throw new Error('The page has no status band.');
  return match[1]!
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .trim();
}

function statusDataOf(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${SHOP_STATUS_ELEMENT_ID}">([^]*?)</script>`).exec(
    html,
  );
  return match ? JSON.parse(match[1]!) : null;
}

describe.each(kinds)('the status band drawn on the server on %s', (kind) => {
  let server: TestServer;
  let staff: Record<string, string>;
  const html = async (path: string) =>
    (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })).text();

  useStaffServer(kind, (built) => ({ server, staff } = built), {
    seed: true,
    hours: true,
    storefront,
    now: () => new Date('2026-11-25T12:00:00Z'),
  });

  it('draws "Open until 22:00" and the wait in the band of every storefront page, with the status for hydration', async () => {
    const status = (await call(server, 'GET', '/api/shop-status')).body;
    for (const path of ['/', '/menu', '/order-online', '/about', '/contact']) {
      const page = await html(path);
      expect(bandOf(page), path).toMatch(/^Open until 22:00 · Ready in about \d+ min$/);
      expect(statusDataOf(page), path).toEqual(status);
    }
  });

  it('draws the pause message once staff pause, and "Open until" again once they resume', async () => {
    const paused = await call(server, 'POST', '/api/admin/shop-pause', { body: { minutes: null }, headers: staff });
    expect(paused.status).toBe(200);
    expect(bandOf(await html('/'))).toBe(PAUSED_MESSAGE);
    expect(bandOf(await html('/menu'))).toBe(PAUSED_MESSAGE);

    expect((await call(server, 'POST', '/api/admin/shop-resume', { headers: staff })).status).toBe(200);
    expect(bandOf(await html('/'))).toMatch(/^Open until 22:00/);
  });
});
