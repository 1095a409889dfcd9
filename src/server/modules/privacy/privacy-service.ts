/**
 * Request My Data: a person proves they own an address with a 6-digit code sent to it, then sees
 * the orders held under it and can erase their personal data. Each action is a short list of named steps, each
 * action one transaction.
 */
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import type { LiveHub } from '../live';
import { forgetMailTo, type Mailer } from '../mail';
import { orderPersonalData, type HeldOrder } from '../orders';
import { forgetSandboxCustomer } from '../payments';
import { dataCodeEmail, type CodePurpose } from './data-code-email';
import {
  deleteRequestsBefore,
  forgetAddress,
  insertDataRequest,
  lockCodeRequests,
  newestRequestForUpdate,
  recordVerified,
  recordWrongTry,
  requestByAccessToken,
  requestTimesForAddress,
  requestTimesForAddressFrom,
  requestTimesFromNetwork,
} from './data-request-repository';
import {
  codeMatches,
  erasedAddressMarker,
  hashCode,
  hashToken,
  newAccessToken,
  newCode,
  requesterHashOf,
} from './proof-of-ownership';

const MINUTE = 60_000;

/** The code works for 10 minutes and 5 tries. */
export const CODE_LIFETIME_MS = 10 * MINUTE;
export const MAX_CODE_TRIES = 5;
/** What a correct code buys: 15 minutes to view and erase. */
export const ACCESS_LIFETIME_MS = 15 * MINUTE;
/**
 * Codes per address asked for by one requester (their network: networkOf), the limits that keep a code from being
 * guessed and a mailbox from being flooded by one sender: at most 10 codes × 5 tries a day. They count per requester
 * so that a stranger asking for someone else's address uses up only their own allowance, never the owner's (
 * item 8: three requests by a stranger used to lock the owner out for 15 minutes, ten for a day).
 */
export const ADDRESS_LIMITS = [
  { max: 3, windowMs: 15 * MINUTE },
  { max: 10, windowMs: 24 * 60 * MINUTE },
] as const;
/**
 * Codes per address from everyone together: a ceiling on the mail one address can receive however many networks ask,
 * twice what one requester may ask for, so no single requester can reach it.
 */
export const ADDRESS_CEILING = { max: 20, windowMs: 24 * 60 * MINUTE } as const;
/** Codes per network, for any addresses: the limit that keeps the shop from being used to send mail at will. */
export const NETWORK_LIMIT = { max: 10, windowMs: 60 * MINUTE } as const;
/** Requests are kept only as long as the longest limit needs them, then deleted. */
export const REQUEST_RETENTION_MS = 24 * 60 * MINUTE;

export const CODE_SENT_MESSAGE =
  'We have e-mailed a 6-digit code to this address. Enter it below within 10 minutes to see your data.';
export const DATA_DELETED_MESSAGE = 'Your data has been deleted.';

export interface PrivacyServiceOptions {
  db: Db;
  mailer: Mailer;
  live: LiveHub;
  publicUrl: string;
  /** Other personal data held under an address (the stamp card): shown with the orders, erased with them. */
  holders?: PersonalDataHolders;
  /** The ready texts of the erased orders (notifications): not sent, and their outbox files deleted. */
  texts?: ErasedOrderTexts;
}

/**
 * Port: the ready texts kept for orders (the notifications module implements it). Erasure tells it the orders erased,
 * in its transaction, then has the texts' copies deleted once it committed.
 */
interface ErasedOrderTexts {
  forgetTexts(tx: DbOrTx, orderIds: readonly string[]): Promise<string[]>;
  discardTextCopies(ids: readonly string[]): Promise<void>;
}

/**
 * Port: personal data other modules keep under an e-mail address (the loyalty module's stamp card implements it),
 * shown on the data page, erased with the orders and deleted after its retention period.
 */
export interface PersonalDataHolders {
  cardOf(tx: DbOrTx, email: string): Promise<{ stamps: number; of: number; rewardsWaiting: number } | null>;
  erase(tx: DbOrTx, email: string): Promise<number>;
  deleteIdleSince(db: DbOrTx, before: Date): Promise<number>;
}

export type CodeRequestResult = { sent: true } | { sent: false; retryAfterSeconds: number };

export interface AccessGrant {
  accessToken: string;
  expiresAt: Date;
}

export interface DataView {
  email: string;
  orders: HeldOrder[];
  /** The address's stamp card, when it has one and the card is on. */
  stampCard: { stamps: number; of: number; rewardsWaiting: number } | null;
  unpaidAttempts: number;
  accessExpiresAt: Date;
}

export interface PrivacyService {
  requestCode(email: string, ip: string, purpose?: CodePurpose): Promise<CodeRequestResult>;
  exchangeCode(email: string, code: string): Promise<AccessGrant>;
  /** The address a live access token proves, or null: how the stamp card's free drink is unlocked. */
  provenAddress(accessToken: string): Promise<string | null>;
  view(accessToken: string | undefined): Promise<DataView>;
  erase(accessToken: string | undefined): Promise<{ anonymisedOrders: number }>;
  /** Deletes requests past their retention; returns how many. */
}

/** A code that may not be tried again. */
const codeDead = (message: string) => new AppError('invalid_data', message, { reason: 'code_dead', triesLeft: 0 });

const codeGone = () =>
  new AppError('invalid_data', 'This code has expired or has already been used. Please request a new code.', {
    reason: 'code_expired',
  });

/** How long until the next request fits under a limit, or 0 when it fits now. */
function waitFor(times: Date[], limit: { max: number; windowMs: number }, now: Date): number {
  if (times.length < limit.max) return 0;
  const oldestCounted = times[times.length - limit.max]!;
  return Math.max(1, Math.ceil((oldestCounted.getTime() + limit.windowMs - now.getTime()) / 1000));
}

/** Seconds until a code may be sent to the address from this requester under every limit, or 0 now. */
async function secondsToWait(tx: DbOrTx, email: string, requesterHash: string, now: Date): Promise<number> {
  const longest = Math.max(...ADDRESS_LIMITS.map((limit) => limit.windowMs));
  const addressKeys = [email, erasedAddressMarker(email)];
  const addressTimes = await requestTimesForAddressFrom(
    tx,
    addressKeys,
    requesterHash,
    new Date(now.getTime() - longest),
  );
  const everyonesTimes = await requestTimesForAddress(
    tx,
    addressKeys,
    new Date(now.getTime() - ADDRESS_CEILING.windowMs),
  );
  const networkTimes = await requestTimesFromNetwork(
    tx,
    requesterHash,
    new Date(now.getTime() - NETWORK_LIMIT.windowMs),
  );
  return Math.max(
    ...ADDRESS_LIMITS.map((limit) =>
      waitFor(
        addressTimes.filter((time) => time.getTime() > now.getTime() - limit.windowMs),
        limit,
        now,
      ),
    ),
    waitFor(networkTimes, NETWORK_LIMIT, now),
    waitFor(everyonesTimes, ADDRESS_CEILING, now),
  );
}

export function createPrivacyService({
  db,
  mailer,
  live,
  publicUrl,
  holders,
  texts,
}: PrivacyServiceOptions): PrivacyService {
  async function accessFor(accessToken: string | undefined, now: Date, tx: DbOrTx, forUpdate: boolean) {
    if (!accessToken) {
      throw new AppError('unauthorized', 'Enter the code we e-mailed you to see your data.');
    }
    const request = await requestByAccessToken(tx, hashToken(accessToken), now, { forUpdate });
    if (!request) throw new AppError('unauthorized', 'Your access has expired. Please request a new code.');
    return request;
  }

  return {
    async requestCode(email, ip, purpose = 'data') {
      const now = new Date();
      const requesterHash = requesterHashOf(ip);
      const code = newCode();
      const result = await db.transaction(async (tx): Promise<CodeRequestResult> => {
        // 1. Check the limits (serialised, so two requests at once cannot both slip under one).
        await lockCodeRequests(tx);
        const wait = await secondsToWait(tx, email, requesterHash, now);
        if (wait > 0) return { sent: false, retryAfterSeconds: wait };
        // 2. Record the code (hashed); it retires any older code for the address.
        const request = await insertDataRequest(tx, {
          email,
          codeHash: hashCode(code),
          expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
          requesterHash,
          createdAt: now,
        });
        // 3. Queue the e-mail in the same transaction: no code without its e-mail, no e-mail without its code.
        await mailer.enqueue(
          dataCodeEmail({
            to: email,
            code,
            requestId: request.id,
            publicUrl,
            minutes: CODE_LIFETIME_MS / MINUTE,
            purpose,
          }),
          tx,
        );
        // 4. Let old requests go.
        await deleteRequestsBefore(tx, new Date(now.getTime() - REQUEST_RETENTION_MS));
        return { sent: true };
      });
      if (result.sent) void mailer.flush().catch(() => {});
      return result;
    },

    async exchangeCode(email, code) {
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const request = await newestRequestForUpdate(tx, email);
        if (!request || request.verifiedAt || request.expiresAt.getTime() <= now.getTime())
          return { kind: 'gone' as const };
        if (request.attempts >= MAX_CODE_TRIES) return { kind: 'dead' as const };
        if (!codeMatches(code, request.codeHash)) {
          // The try is counted (and committed) before the answer goes out.
          const attempts = await recordWrongTry(tx, request.id);
          return { kind: 'wrong' as const, triesLeft: Math.max(0, MAX_CODE_TRIES - attempts) };
        }
        const accessToken = newAccessToken();
        const expiresAt = new Date(now.getTime() + ACCESS_LIFETIME_MS);
        await recordVerified(tx, request.id, {
          verifiedAt: now,
          accessTokenHash: hashToken(accessToken),
          accessExpiresAt: expiresAt,
        });
        return { kind: 'granted' as const, grant: { accessToken, expiresAt } };
      });
      switch (outcome.kind) {
        case 'granted':
          return outcome.grant;
        case 'gone':
          throw codeGone();
        case 'dead':
          throw codeDead('This code was entered wrongly too many times. Please request a new code.');
        case 'wrong':
          throw outcome.triesLeft === 0
            ? codeDead('That code is not right, and it cannot be used any more. Please request a new code.')
            : new AppError(
                'invalid_data',
                `That code is not right. You have ${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left.`,
                { reason: 'wrong_code', triesLeft: outcome.triesLeft },
              );
      }
    },

    async provenAddress(accessToken) {
      const request = await requestByAccessToken(db, hashToken(accessToken), new Date());
      return request?.email ?? null;
    },

    async view(accessToken) {
      const now = new Date();
      return db.transaction(async (tx) => {
        const request = await accessFor(accessToken, now, tx, false);
        const held = await orderPersonalData.ordersHeldFor(tx, request.email);
        const stampCard = (await holders?.cardOf(tx, request.email)) ?? null;
        return { email: request.email, ...held, stampCard, accessExpiresAt: request.accessExpiresAt! };
      });
    },

    async erase(accessToken) {
      const now = new Date();
      const erased = await db.transaction(async (tx) => {
        // 1. Proof of ownership (locked: the token is used up by this erasure).
        const request = await accessFor(accessToken, now, tx, true);
        const email = request.email;
        // 2. Orders of every payment state lose the name and e-mail; the financial record stays.
        const orderIds = await orderPersonalData.anonymiseOrdersOf(tx, email, now);
        //    Their ready texts are not sent (the number went with the order) and their copies go below.
        const textIds = (await texts?.forgetTexts(tx, orderIds)) ?? [];
        // 3. E-mails to the address go (their subjects would tie the orders back to the person), and so do the
        //    details the sandbox payment provider keeps on its payments.
        const emailIds = await forgetMailTo(tx, email);
        await forgetSandboxCustomer(tx, email, now);
        const stampCards = (await holders?.erase(tx, email)) ?? 0;
        // 4. The address's requests keep only what the rate limits need; the token dies with them.
        await forgetAddress(tx, email, erasedAddressMarker(email));
        // 5. Accountability, and an open staff dashboard drops the personal data it shows.
        // Accountability without personal data: that an erasure happened, when, and how much it covered.
        await recordAudit(tx, null, {
          action: 'privacy.data_erased',
          entityType: 'customer_data',
          entityId: null,
          details: { orders: orderIds.length, emails: emailIds.length, stampCards },
        });
        for (const orderId of orderIds) await live.publish('orders', { orderId, event: 'erased' }, tx);
        return { anonymisedOrders: orderIds.length, emailIds, textIds };
      });
      // 6. Once the erasure is committed, the .eml copies of those e-mails (a run without SMTP) go too, and the
      //    outbox's files of the ready texts, which hold the number.
      await mailer.discardCopies(erased.emailIds);
      await texts?.discardTextCopies(erased.textIds);
      return { anonymisedOrders: erased.anonymisedOrders };
    },
  };
}
