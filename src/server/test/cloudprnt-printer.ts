/**
 * A CloudPRNT printer as the printing tests play it: added by staff through the admin API, then polling its secret
 * address, fetching a job and confirming it as a Star mC-Print3 does (its status, its MAC address, the print's code).
 */
import type { PrinterJobs } from '@domain/printing';
import { expect } from 'vitest';
import { call, type TestServer } from './build';

export interface AddedPrinter {
  id: string;
  cloudPrntUrl: string;
  status: { state: string };
  /** The printer's address on this test server: the one handed out is on PUBLIC_URL. */
  url: string;
}

/** A printer added on the Printers page by the signed-in staff member of these headers. */
export async function addPrinter(
  server: TestServer,
  staff: Record<string, string>,
  { name, jobs, widthMm = 58 }: { name: string; jobs: PrinterJobs; widthMm?: number },
): Promise<AddedPrinter> {
  const added = await call(server, 'POST', '/api/admin/printers', { headers: staff, body: { name, jobs, widthMm } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const printer = added.body.printers.find((p: { name: string }) => p.name === name) as Omit<AddedPrinter, 'url'>;
  return { ...printer, url: printer.cloudPrntUrl.replace(server.config.publicUrl, server.url) };
}

/** The three calls a printer of this MAC address makes to its CloudPRNT address. */
export function cloudPrntPrinter(mac: string) {
  const macQuery = encodeURIComponent(mac);
  return {
    /** Asks whether a job is ready, reporting the printer's status. */
    poll: (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: '23 6 0 0 0 0 0 0 0', printerMAC: mac, statusCode: '200 OK' }),
      }),
    /** Fetches the job of this token in one of the media types the printer takes. */
    fetchJob: (url: string, token: string, type = 'text/plain') =>
      fetch(`${url}?uid=1&type=${encodeURIComponent(type)}&mac=${macQuery}&token=${token}`),
    /** Says how the job of this token printed ("200 OK", or a failure's code). */
    confirm: (url: string, token: string, code = '200 OK') =>
      fetch(`${url}?code=${encodeURIComponent(code)}&token=${token}&mac=${macQuery}`, { method: 'DELETE' }),
  };
}
