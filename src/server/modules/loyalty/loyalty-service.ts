/**
 * The stamp card as a service: its settings, a card's reward found and unlocked with the data page's e-mailed code,
 * and the ports other modules call (checkout holds the reward, orders' fulfilment earns and spends, privacy shows and
 * erases a card).
 */
import { REWARD_BUSY, REWARD_GONE, REWARD_OTHER_ADDRESS } from '@domain/contracts/loyalty';
import type { FreeDrinkRule } from '@domain/pricing';
import {
  cardAddress,
  stampCardView,
  stampsEarned,
  type StampCardSettings,
  type StampCardView,
} from '@domain/stamp-card';
import { formatCounterCode } from '@domain/stamp-code';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict } from '../../errors';
import type { Actor } from '../audit';
import type { OrderFollowers } from '../orders';
import { counterQr } from './counter-qr';
import {
  counterCodeOf,
  deleteCardsIdleSince,
  earnStamps,
  eraseCard,
  findCard,
  findCardByCode,
  holdReward,
  holdsReward,
  letHoldGo,
  spendReward,
  undoOrder,
} from './stamp-cards';
import { readSettings, saveSettings } from './stamp-settings';

/**
 * Port: proof that a person owns an address, the data page's (the privacy module implements it): a 6-digit code
 * e-mailed with the data page's limits, exchanged for a short-lived token that names the address.
 */
export interface AddressProof {
  requestCode(
    email: string,
    ip: string,
    /** 'reward': the e-mail holds the code; 'no_reward': it says no free drink waits (the same limits apply). */
    purpose: 'reward' | 'no_reward',
  ): Promise<{ sent: true } | { sent: false; retryAfterSeconds: number }>;
  exchangeCode(email: string, code: string): Promise<{ accessToken: string }>;
  provenAddress(token: string): Promise<string | null>;
}

/** A checkout's reward stays held a minute longer than a checkout may be paid (30 minutes). */
const HOLD_MS = 31 * 60_000;

const notUnlocked = () =>
  new AppError('invalid_data', 'The free drink could not be unlocked. Please ask for a new code.');

export interface LoyaltyOptions {
  db: Db;
  proofs: AddressProof;
  now?: () => Date;
}

export function createLoyalty({ db, proofs, now = () => new Date() }: LoyaltyOptions) {
  const settings = (on: DbOrTx = db) => readSettings(on);

  /**
   * The card of an address as it shows (an empty one when the address has none yet, unless `existing`), or null when
   * the stamp card is off.
   */
  async function cardView(on: DbOrTx, email: string, existing = false): Promise<StampCardView | null> {
    const current = await settings(on);
    if (!current.enabled) return null;
    const card = await findCard(on, email);
    if (!card && existing) return null;
    return stampCardView(card?.stamps ?? 0, current.stampsPerReward);
  }

  async function rewardWaiting(on: DbOrTx, email: string, current: StampCardSettings): Promise<boolean> {
    const card = await findCard(on, email);
    return current.enabled && card !== null && card.stamps >= current.stampsPerReward;
  }

  /** Checkout's port: the free drink of an unlocked card, held by the order that uses it until it is paid. */
  const checkoutRewards = {
    async unlocked(token: string, email: string): Promise<FreeDrinkRule> {
      const proven = await proofs.provenAddress(token);
      if (!proven) throw notUnlocked();
      // A token proves one address: the order's e-mail must be that one, whichever way it was given.
      if (cardAddress(proven) !== cardAddress(email)) throw new AppError('invalid_data', REWARD_OTHER_ADDRESS);
      const current = await settings();
      if (!(await rewardWaiting(db, email, current))) throw conflict(REWARD_GONE);
      return { categories: current.categories };
    },
    async hold(tx: DbOrTx, email: string, orderId: string): Promise<void> {
      const at = now();
      const current = await settings(tx);
      const until = new Date(at.getTime() + HOLD_MS);
      const held = await holdReward(tx, { email, orderId, stampsPerReward: current.stampsPerReward, now: at, until });
      if (held === 'busy') throw conflict(REWARD_BUSY);
      if (held === 'none') throw conflict(REWARD_GONE);
    },
    async stillHeld(on: DbOrTx, orderId: string): Promise<FreeDrinkRule | null> {
      if (!(await holdsReward(on, orderId, now()))) return null;
      return { categories: (await settings(on)).categories };
    },
  };

  /** Orders' port: a paid order spends the reward it used and earns its cups' stamps; a refund undoes both. */
  const followers: OrderFollowers = {
    async orderPaid(tx, order, lines) {
      const current = await settings(tx);
      const at = now();
      const usedReward = order.freeDrink > 0;
      if (usedReward) {
        await spendReward(tx, {
          orderId: order.id,
          email: order.customerEmail,
          stampsPerReward: current.stampsPerReward,
          cost: order.freeDrink,
          now: at,
        });
      }
      if (!order.customerEmail) return;
      const stamps = stampsEarned(lines, current, usedReward ? 1 : 0);
      await earnStamps(tx, { id: order.id, email: order.customerEmail }, stamps, at);
    },
    orderRefunded: (tx, orderId) => undoOrder(tx, orderId, now()),
  };

  return {
    settings: () => settings(),
    saveSettings: (actor: Actor, next: StampCardSettings) => saveSettings(db, actor, next),
    /** The card of an address, as its order page, its receipt and the staff card show it. */
    cardOf: (email: string, on: DbOrTx = db) => cardView(on, email),
    /**
     * What the Checkout dialog is told about the address typed: the same for every address (the stamp card is on or
     * off, and which drinks a free one may be), so it tells nobody whose card is full.
     */
    async rewardFor(_email: string) {
      const current = await settings();
      return { stampCardOn: current.enabled, categories: current.categories };
    },
    /**
     * Use it: an e-mail to the address with the data page's limits, answered the same whatever the card holds. Only
     * the e-mail differs: the code when a free drink waits, else a word that none does yet.
     */
    async requestCode(email: string, ip: string) {
      const waiting = await rewardWaiting(db, email, await settings());
      return proofs.requestCode(email, ip, waiting ? 'reward' : 'no_reward');
    },
    /** The right code unlocks the reward: a token the checkout sends back. */
    async unlock(email: string, code: string) {
      const { accessToken } = await proofs.exchangeCode(email, code);
      const current = await settings();
      if (!(await rewardWaiting(db, email, current))) throw conflict(REWARD_GONE);
      return { rewardToken: accessToken, categories: current.categories };
    },
    followers,
    checkoutRewards,
    /**
     * The order page's counter code: what the customer shows at the till, and its QR; null when the stamp card is off
     * or the address has no card.
     */
    async counterCodeOf(email: string, on: DbOrTx = db) {
      if (!(await settings(on)).enabled) return null;
      const code = await counterCodeOf(on, email);
      return code ? { code: formatCounterCode(code), qr: counterQr(code) } : null;
    },
    /**
     * The till's port: the card a counter code names (its address stays on the server), the free drink's rule, and
     * the reward held by the till's order exactly as by a checkout's.
     */
    tillCards: {
      async byCode(code: string, on: DbOrTx = db) {
        const current = await settings(on);
        if (!current.enabled) return null;
        const card = await findCardByCode(on, code);
        if (!card) return null;
        return {
          email: card.email,
          card: stampCardView(card.stamps, current.stampsPerReward),
          categories: current.categories,
        };
      },
      async freeDrinkRule(on: DbOrTx = db): Promise<FreeDrinkRule | null> {
        const current = await settings(on);
        return current.enabled ? { categories: current.categories } : null;
      },
      hold: checkoutRewards.hold,
      release: (orderId: string) => letHoldGo(db, orderId),
    },
    /** Privacy's port: the card shown on the data page, deleted with the data and after the retention period. */
    personalData: {
      cardOf: (tx: DbOrTx, email: string) => cardView(tx, email, true),
      erase: (tx: DbOrTx, email: string) => eraseCard(tx, email),
      deleteIdleSince: (on: DbOrTx, before: Date) => deleteCardsIdleSince(on, before),
    },
  };
}

export type Loyalty = ReturnType<typeof createLoyalty>;
