/**
 * E-mail through an outbox (a slow mail server never delays an answer). enqueue() writes the message
 * in the caller's transaction, keyed so the same message is queued at most once; a worker sends what is due with
 * retries and backoff. Delivery is SMTP when SMTP_URL is set, otherwise each message is written as an .eml file to
 * DATA_DIR/outbox/ so a local run can read what would have been sent.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client';
import { mailOutbox } from './schema';
import { outboxRounds } from '../../outbox-rounds';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same key is queued once: e.g. receipt:<orderId>. */
  dedupeKey?: string;
}

export interface Mailer {
  /** Queues a message; inside a transaction, pass tx so it is queued only if the transaction commits. */
  enqueue(message: MailMessage, tx?: DbOrTx): Promise<void>;
  /** Queues several messages in one statement, in the caller's transaction (each queued once, as enqueue). */
  enqueueAll(messages: readonly MailMessage[], tx: DbOrTx): Promise<void>;
  /** Sends every message that is due now; returns how many were sent. */
  flush(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
  /**
   * Deletes the .eml copies of these outbox messages (without SMTP, each sent message is also a file): whoever
   * deletes a message's row for privacy's sake deletes its copy too.
   */
  discardCopies(ids: readonly string[]): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  from: string;
  smtpUrl?: string | undefined;
  /** Where .eml files go without SMTP. */
  outboxDir: string;
  log?: { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
  /** Milliseconds between polls (default 2000). */
  pollInterval?: number;
}

const MAX_ATTEMPTS = 8;
/** Messages claimed at once: a rush (two hundred orders made ready) queues one each. */
const BATCH = 16;

type OutboxRow = typeof mailOutbox.$inferSelect;

const outboxRow = (message: MailMessage) => ({
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  dedupeKey: message.dedupeKey,
});

/**
 * The due messages, claimed for this instance in one statement: marked sending (attempts counts this one), skipping
 * rows another instance holds, so several instances never send the same one.
 */
async function claimDue(db: Db): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, new Date())))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, from, outboxDir, log } = options;
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(withTimeouts(options.smtpUrl))
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  let timer: NodeJS.Timeout | null = null;

  async function deliver(row: OutboxRow): Promise<void> {
    const info = await transport.sendMail({
      from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
    });
    if (!options.smtpUrl) {
      // Receipts and data-page codes: the shop's user's only.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // Named by the whole row id, so discardCopies() can find it again.
      await writeFile(join(outboxDir, `${stamp}-${row.id}.eml`), (info as { message: Buffer }).message, {
        mode: 0o600,
      });
    }
  }

  /** A failed delivery: queued again after a wait that grows, or given up after the last attempt. */
  async function retryLater(row: OutboxRow, error: unknown): Promise<void> {
    const delay = Math.min(60 * 60_000, 2 ** row.attempts * 5_000);
    log?.warn({ err: error, mailId: row.id, attempts: row.attempts }, 'mail delivery failed');
    await db
      .update(mailOutbox)
      .set({
        status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
        nextAttemptAt: new Date(Date.now() + delay),
        lastError: String((error as Error).message ?? error).slice(0, 500),
      })
      .where(eq(mailOutbox.id, row.id));
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claimDue(db);
      if (claimed.length === 0) return sent;
      // One at a time (a mail server takes one connection per message); the delivered ones recorded together.
      const delivered: string[] = [];
      for (const row of claimed) {
        try {
          await deliver(row);
          delivered.push(row.id);
        } catch (error) {
          await retryLater(row, error);
        }
      }
      if (delivered.length > 0)
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(inArray(mailOutbox.id, delivered));
      sent += delivered.length;
    }
  }

  const rounds = outboxRounds(sendDue);
  const mailer: Mailer = {
    async enqueue(message, tx) {
      await (tx ?? db)
        .insert(mailOutbox)
        .values(outboxRow(message))
        .onConflictDoNothing({ target: mailOutbox.dedupeKey });
      if (!tx) queueMicrotask(() => void mailer.flush().catch(() => {}));
    },
    async enqueueAll(messages, tx) {
      if (messages.length === 0) return;
      await tx.insert(mailOutbox).values(messages.map(outboxRow)).onConflictDoNothing({ target: mailOutbox.dedupeKey });
    },
    flush: () => rounds.flush(),
    start() {
      if (timer) return;
      // A message left "sending" by a process that died is sent again.
      void db
        .update(mailOutbox)
        .set({ status: 'queued' })
        .where(and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.nextAttemptAt, sql`now() - interval '5 minutes'`)))
        .catch(() => {});
      timer = setInterval(
        () => void mailer.flush().catch((error) => log?.warn({ err: error }, 'mail outbox poll failed')),
        options.pollInterval ?? 2_000,
      );
      timer.unref();
    },
    async discardCopies(ids) {
      if (options.smtpUrl || ids.length === 0) return;
      const suffixes = new Set(ids.map((id) => `-${id}.eml`));
      const files = await readdir(outboxDir).catch(() => [] as string[]);
      // A row id is a UUID: its 41-character "-<id>.eml" ending is the file's own.
      const doomed = files.filter((file) => suffixes.has(file.slice(-41)));
      await Promise.all(doomed.map((file) => rm(join(outboxDir, file), { force: true })));
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await rounds.idle();
      transport.close();
    },
  };
  return mailer;
}

/** Short SMTP timeouts so a dead mail server fails fast and the message waits for its retry. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}
