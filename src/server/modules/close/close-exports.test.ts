/**
 * The Z report's VAT and the accountant's files over real HTTP on PGlite and PostgreSQL, with orders paid today through
 * the sandbox as a customer pays (so the VAT module records each one's VAT at payment). Without a VAT number: no VAT in
 * the report, the files carry the day's gross under "No VAT", the VAT summary is refused. With one: the report's VAT
 * per rate adds up to its net takings, the files' lines (net + VAT) to the same, in the import formats' columns.
 */
import { QUICKBOOKS_HEADER, quarterRange, XERO_HEADER } from '@domain/day-close-exports';
import { shopDate } from '@domain/opening-hours';
import { parseCsv } from '@domain/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { line, makeShop, payInPage } from '../../test/checkout-support';
import { makeSession, makeUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

const pence = (value: string | undefined) => Math.round(Number(value || 0) * 100);

describe.each(kinds)('the day’s VAT and the accountant’s files on %s', (kind) => {
  let server: TestServer;
  let owner: Record<string, string>;
  const today = shopDate(new Date());
  const as = (method: string, path: string, body?: unknown) =>
    call(server, method, path, { headers: owner, ...(body === undefined ? {} : { body }) });
  const csv = async (format: string) => {
    const answer = await fetch(`${server.url}/api/admin/close/export.csv?from=${today}&to=${today}&format=${format}`, {
      headers: owner,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="pearl-${format}-${today}-to-${today}.csv"`,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte order mark
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return parseCsv(text.slice(1)).filter((record) => record.some((field) => field !== ''));
  };

  beforeAll(async () => {
    server = await buildTestServer({ kind, seed: true });
    const db = server.database.db;
    owner = (await makeSession(db, await makeUser(db, { role: 'owner', name: 'Olu Owner' }))).headers;
    const shop = await makeShop(db);
    await payInPage(server, { lines: [line(shop.classic, 2)], amount: 7 });
    await payInPage(server, { lines: [line(shop.taro, 1, 'lrg')], amount: 4.6 });
  });
  afterAll(() => server.close());

  it('without a VAT number, shows no VAT and writes each day’s gross under No VAT', async () => {
    const day = (await as('GET', `/api/admin/close?day=${today}`)).body;
    expect(day.vatRegistered).toBe(false);
    expect(day.report.vat).toBeNull();

    const [xeroHeader, ...xero] = await csv('xero');
    expect(xeroHeader).toEqual([...XERO_HEADER]);
    expect(xero).toHaveLength(1);
    const x = (name: (typeof XERO_HEADER)[number]) => xero[0]![XERO_HEADER.indexOf(name)];
    expect([x('*InvoiceNumber'), x('*TaxType'), x('TaxAmount')]).toEqual([`PEARL-${today}`, 'No VAT', '0.00']);
    expect(pence(x('*UnitAmount'))).toBe(day.report.netTakings);

    const [quickBooksHeader, ...quickBooks] = await csv('quickbooks');
    expect(quickBooksHeader).toEqual([...QUICKBOOKS_HEADER]);
    const q = (name: (typeof QUICKBOOKS_HEADER)[number]) => quickBooks[0]![QUICKBOOKS_HEADER.indexOf(name)];
    expect([q('ItemTaxCode'), q('ItemTaxAmount')]).toEqual(['No VAT', '0.00']);
    expect(pence(q('ItemAmount'))).toBe(day.report.netTakings);

    expect((await as('GET', `/api/admin/close/vat-summary?quarter=${today.slice(0, 7)}`)).status).toBe(409);
  });

  it('refuses a range out of order, and a format it does not know', async () => {
    const backwards = await as('GET', `/api/admin/close/export.csv?from=${today}&to=2020-01-01&format=xero`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe('from must be on or before to.');
    expect((await as('GET', `/api/admin/close/export.csv?from=${today}&to=${today}&format=sage`)).status).toBe(400);
  });

  it('with a VAT number, gives VAT per rate on the Z report and on the files’ lines, adding up to the takings', async () => {
    const saved = await as('PUT', '/api/admin/vat/settings', { vatNumber: 'GB123456789' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const day = (await as('GET', `/api/admin/close?day=${today}`)).body;
    expect(day.vatRegistered).toBe(true);
    const vat = day.report.vat as {
      rows: { rateBp: number; netPence: number; vatPence: number; grossPence: number }[];
      total: { netPence: number; vatPence: number; grossPence: number };
    };
    expect(vat.rows.length).toBeGreaterThan(0);
    for (const row of vat.rows) expect(row.netPence + row.vatPence).toBe(row.grossPence);
    expect(vat.total.grossPence).toBe(day.report.netTakings);

    const [, ...xero] = await csv('xero');
    expect(xero).toHaveLength(vat.rows.length);
    const xeroSum = xero.reduce(
      (sum, row) => sum + pence(row[XERO_HEADER.indexOf('*UnitAmount')]) + pence(row[XERO_HEADER.indexOf('TaxAmount')]),
      0,
    );
    expect(xeroSum).toBe(day.report.netTakings);
    expect(xero.map((row) => pence(row[XERO_HEADER.indexOf('TaxAmount')]))).toEqual(
      vat.rows.map((row) => row.vatPence),
    );
    for (const row of xero) expect(row[XERO_HEADER.indexOf('*TaxType')]).not.toBe('No VAT');

    const [, ...quickBooks] = await csv('quickbooks');
    expect(quickBooks.map((row) => pence(row[QUICKBOOKS_HEADER.indexOf('ItemAmount')]))).toEqual(
      vat.rows.map((row) => row.netPence),
    );

    const quarter = today.slice(0, 7);
    const summary = await as('GET', `/api/admin/close/vat-summary?quarter=${quarter}`);
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body).toMatchObject(quarterRange(quarter));
    const todayInSummary = summary.body.days.find((row: { day: string }) => row.day === today);
    expect(todayInSummary).toEqual({ day: today, ...vat.total });
  });

  it('stores a closed day’s VAT as it stood, and shows none of it once the shop has no VAT number', async () => {
    const closed = await as('POST', '/api/admin/close', { day: today, countedPence: 0 });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.report.vat).not.toBeNull();
    expect(closed.body.closed.byName).toBe('Olu Owner');
    await as('PUT', '/api/admin/vat/settings', { vatNumber: null });
    const after = (await as('GET', `/api/admin/close?day=${today}`)).body;
    expect(after.vatRegistered).toBe(false);
    expect(after.report).toEqual({ ...closed.body.report, vat: null });
    await as('PUT', '/api/admin/vat/settings', { vatNumber: 'GB123456789' });
    expect((await as('GET', `/api/admin/close?day=${today}`)).body.report).toEqual(closed.body.report);
  });
});
