/** The e-mails the e2e server writes to its outbox folder (one file each), read as a person reads their inbox. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

const outbox = `/tmp/pearl-e2e-${process.env.E2E_PORT ?? 3210}/outbox`;

/** The e-mails in the outbox now: pass them to `codeFor` or `mailTo` to read only what arrives after. */
export async function outboxNow(): Promise<Set<string>> {
  return new Set(await readdir(outbox).catch(() => [] as string[]));
}

async function textsSince(before: Set<string>): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => !before.has(file));
  return Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
}

/** The stamp card's six-digit code e-mailed to `address` after the outbox held `before`, waited for. */
export async function codeFor(address: string, before: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        for (const text of await textsSince(before)) {
          if (text.includes(`To: ${address}`)) code = /Your code: (\d{6})/.exec(text)?.[1] ?? code;
        }
        return Boolean(code);
      },
      { timeout: 15_000, message: `a code e-mailed to ${address}` },
    )
    .toBe(true);
  return code!;
}

/** The text of the e-mails to `address` that arrived after `before`, run together. */
export async function mailTo(address: string, before: Set<string>): Promise<string> {
  return (await textsSince(before)).filter((text) => text.includes(`To: ${address}`)).join('\n');
}
