/** The stamp card: its settings (/api/admin/stamp-card), a card's reward, and unlocking it with an e-mailed code. */
import { z } from 'zod';
import { emailSchema } from '../schemas';
import { MAX_STAMPS_PER_REWARD, MIN_STAMPS_PER_REWARD } from '../stamp-card';
import { dataCodeSchema } from './privacy';

const stampsMessage = `Stamps for a free drink must be a whole number from ${MIN_STAMPS_PER_REWARD} to ${MAX_STAMPS_PER_REWARD}.`;

/** GET and PUT /api/admin/stamp-card. */
export const stampCardSettingsBody = z.strictObject({
  enabled: z.boolean({ error: 'Say whether the stamp card is on.' }),
  stampsPerReward: z
    .number({ error: stampsMessage })
    .int(stampsMessage)
    .min(MIN_STAMPS_PER_REWARD, stampsMessage)
    .max(MAX_STAMPS_PER_REWARD, stampsMessage),
  categories: z.array(z.string().trim().min(1).max(100), { error: 'Choose the categories that earn stamps.' }).max(100),
});
export const stampCardSettingsAnswer = z.object({
  enabled: z.boolean(),
  stampsPerReward: z.number().int(),
  categories: z.array(z.string()),
});
export type StampCardSettingsAnswer = z.infer<typeof stampCardSettingsAnswer>;

/** A card as the customer's order page and the staff card show it. */
export const stampCardAnswer = z.object({
  stamps: z.number().int(),
  of: z.number().int(),
  rewardsWaiting: z.number().int(),
});
export type StampCardAnswer = z.infer<typeof stampCardAnswer>;

/**
 * The card's counter code on the order's private page: what the customer shows at the till, as text ("K7F3-QXWA")
 * and as a QR drawn by the server (one SVG path in module units, on a square of `size` modules).
 */
export const stampCardCounterCode = z.object({
  code: z.string(),
  qr: z.object({ size: z.number().int(), path: z.string() }),
});
export type StampCardCounterCode = z.infer<typeof stampCardCounterCode>;

/**
 * POST /api/stamp-card/reward: may the address typed in the Checkout dialog ask for its free drink? The answer is the
 * same for every address (whether this one has a free drink is told only to its mailbox, with the code), so nobody
 * learns from it whose card is full.
 */
export const rewardQueryBody = z.strictObject({ email: emailSchema });
export const rewardQueryAnswer = z.object({
  /** Whether the shop's stamp card is on: the Checkout dialog then offers to use a free drink (Use it). */
  stampCardOn: z.boolean(),
  /** The categories a free drink may be chosen from (the browser prices the basket with them). */
  categories: z.array(z.string()),
});

/** POST /api/stamp-card/code: e-mails a 6-digit code to the address (the data page's code and limits). */
export const rewardCodeBody = z.strictObject({ email: emailSchema });

/** POST /api/stamp-card/unlock: a right code unlocks the reward for a checkout with that address. */
export const rewardUnlockBody = z.strictObject({ email: emailSchema, code: dataCodeSchema });
export const rewardUnlockAnswer = z.object({
  /** Sent with the checkout (rewardToken): proof that the customer owns the address. Kept in memory only. */
  rewardToken: z.string(),
  categories: z.array(z.string()),
});
export type RewardUnlockAnswer = z.infer<typeof rewardUnlockAnswer>;

/** The reward token as a checkout sends it. */
export const rewardTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'The free drink could not be unlocked.');

/** Said (409) when the reward asked for is not there any more: used, or spent by another checkout. */
export const REWARD_GONE = 'This free drink has already been used.';
/** Said (409) when another checkout is using the reward right now. */
export const REWARD_BUSY = 'This free drink is being used in another checkout. Please try again in a few minutes.';
/**
 * Said (400) when a checkout's e-mail is not the address the free drink was unlocked for (a wallet giving another
 * address than the one typed in the Checkout dialog, say).
 */
export const REWARD_OTHER_ADDRESS =
  'This free drink was unlocked for another e-mail address. Pay with the address its code was sent to, or keep the drink for next time.';
