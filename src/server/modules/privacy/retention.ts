/**
 * How long Pearl keeps personal data, applied (the privacy policy's "How long we keep it" says the same; change both
 * together). Runs at start and every ten minutes in each server process; every step is idempotent, so several
 * instances running it at once do no harm.
 */
import type { DbOrTx } from '../../db/client';
import { deleteExpiredSessions, forgetOldFailures } from '../accounts';
import { deleteOldMail, type Mailer } from '../mail';
import { orderPersonalData } from '../orders';
import { forgetSandboxPayments } from '../payments';
import { deleteRequestsBefore } from './data-request-repository';
import { CODE_LIFETIME_MS, REQUEST_RETENTION_MS, type PersonalDataHolders } from './privacy-service';

const DAY = 24 * 60 * 60_000;

export const RETENTION = {
  /** Data-page requests: as long as the longest rate limit needs them (24 hours). */
  dataRequests: REQUEST_RETENTION_MS,
  /** The e-mail holding a data-page code is useless once the code expires, and it holds the code in clear. */
  dataCodeEmails: CODE_LIFETIME_MS,
  /** Receipts and order updates, once sent (or given up on): long enough to look into a complaint. */
  sentEmails: 30 * DAY,
  /** Checkouts never paid for: the name and e-mail go; the anonymous attempt stays for the payment records. */
  unpaidAttempts: 7 * DAY,
  /** A stamp card whose address has had no paid order for a year: deleted, stamps and all. */
  stampCards: 365 * DAY,
} as const;

export const RETENTION_EVERY_MS = 10 * 60_000;

export interface RetentionReport {
  dataRequests: number;
  emails: number;
  unpaidAttempts: number;
  sessions: number;
  stampCards: number;
}

export async function applyRetention(
  db: DbOrTx,
  mailer: Pick<Mailer, 'discardCopies'>,
  now = new Date(),
  holders?: Pick<PersonalDataHolders, 'deleteIdleSince'>,
): Promise<RetentionReport> {
  const before = (ms: number) => new Date(now.getTime() - ms);

  const dataRequests = await deleteRequestsBefore(db, before(RETENTION.dataRequests));

  const emailIds = await deleteOldMail(db, {
    codesBefore: before(RETENTION.dataCodeEmails),
    sentBefore: before(RETENTION.sentEmails),
  });
  await mailer.discardCopies(emailIds);

  // Checkout attempts that did not become orders lose the name and e-mail; the anonymous attempt stays.
  const attempts = await orderPersonalData.anonymiseUnpaidAttemptsBefore(db, before(RETENTION.unpaidAttempts), now);
  // The offline sandbox keeps the details on its own payments too (as erasure knows): they go with the attempt's.
  const sandboxRefs = attempts
    .filter((attempt) => attempt.provider === 'sandbox')
    .flatMap((attempt) => attempt.refs)
    .filter((ref): ref is string => typeof ref === 'string');
  await forgetSandboxPayments(db, sandboxRefs, now);

  const sessions = await deleteExpiredSessions(db, null, now);
  await forgetOldFailures(db, now);

  const stampCards = (await holders?.deleteIdleSince(db, before(RETENTION.stampCards))) ?? 0;

  return { dataRequests, emails: emailIds.length, unpaidAttempts: attempts.length, sessions, stampCards };
}

/** The retention periods applied at start and every RETENTION_EVERY_MS, whether or not anybody uses the data page. */
export function scheduleRetention({
  db,
  mailer,
  log,
  holders,
}: {
  db: DbOrTx;
  mailer: Pick<Mailer, 'discardCopies'>;
  holders?: Pick<PersonalDataHolders, 'deleteIdleSince'>;
  log: { debug(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
}): { start(): void; stop(): void } {
  const cleanUp = () =>
    void applyRetention(db, mailer, new Date(), holders)
      .then((report) => log.debug({ report }, 'retention applied'))
      .catch((error) => log.warn({ err: error }, 'retention clean-up failed'));
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      cleanUp();
      timer = setInterval(cleanUp, RETENTION_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
