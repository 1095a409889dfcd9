/**
 * How a ready text leaves the shop. With SMS_PROVIDER=twilio, through Twilio's REST API (one POST per text, with the
 * account's SID and token, a 10 s limit); with SMS_PROVIDER=outbox, written as a file to DATA_DIR/outbox/ (as e-mails
 * are without SMTP), so a local run or a test reads what would have been sent. Without either, no text is offered.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SmsSender {
  /** Sends one text; throws on failure, with `status` when the provider answered (4xx: not to be retried). */
  send(text: { to: string; body: string; id: string }): Promise<void>;
  /** Deletes what this sender kept of these texts (the outbox's files, which hold the number); Twilio keeps none here. */
  discardCopies?(ids: readonly string[]): Promise<void>;
}

export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or an alphanumeric sender ID. */
  from: string;
  /** Twilio's API address (a test's stand-in); default https://api.twilio.com. */
  apiBase?: string | undefined;
}

export function twilioSender(settings: TwilioSettings, fetchImpl: typeof fetch = globalThis.fetch): SmsSender {
  const base = (settings.apiBase ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const address = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send({ to, body }) {
      let response: Response;
      try {
        response = await fetchImpl(address, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: settings.from, Body: body }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new SmsProviderError(`Twilio could not be reached: ${(error as Error).message}`, null);
      }
      if (response.ok) return;
      const answer = (await response.json().catch(() => ({}))) as { message?: string; code?: number };
      throw new SmsProviderError(
        `Twilio answered ${response.status}${answer.code ? ` (${answer.code})` : ''}: ${answer.message ?? 'no message'}`,
        response.status,
      );
    },
  };
}

const SUFFIX = '.sms.txt';

/** Each text as a file in the outbox folder, named by its alert's id: what a phone would have received. */
export function outboxSender(outboxDir: string): SmsSender {
  return {
    async send({ to, body, id }) {
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(outboxDir, `${stamp}-${id}${SUFFIX}`), `To: ${to}\n\n${body}\n`, { mode: 0o600 });
    },
    async discardCopies(ids) {
      if (ids.length === 0) return;
      const endings = new Set(ids.map((id) => `-${id}${SUFFIX}`));
      const files = await readdir(outboxDir).catch(() => [] as string[]);
      // An alert's id is a UUID: the file's "-<id>.sms.txt" ending is its own.
      const doomed = files.filter((file) => endings.has(file.slice(-(37 + SUFFIX.length))));
      await Promise.all(doomed.map((file) => rm(join(outboxDir, file), { force: true })));
    },
  };
}

/** The sender SMS_PROVIDER chose: Twilio, the outbox folder, or none (no texts offered). */
export function smsSender(
  settings: ({ provider: 'twilio' } & TwilioSettings) | { provider: 'outbox' } | undefined,
  outboxDir: string,
): SmsSender | undefined {
  if (settings?.provider === 'twilio') return twilioSender(settings);
  if (settings?.provider === 'outbox') return outboxSender(outboxDir);
  return undefined;
}
