/**
 * The stamp card's rules: a card belongs to an e-mail address (compared without letter case or surrounding spaces),
 * each paid cup of an earning category adds a stamp, and every `stampsPerReward` stamps make one free drink at REG
 * size (pricing.ts takes it off). The free drink itself earns no stamp.
 */
import { FREE_DRINK_LINE } from './pricing';

export const DEFAULT_STAMPS_PER_REWARD = 9;
export const MIN_STAMPS_PER_REWARD = 2;
export const MAX_STAMPS_PER_REWARD = 50;

export interface StampCardSettings {
  enabled: boolean;
  stampsPerReward: number;
  /** The categories (their values) whose cups earn stamps; the free drink is one of them. */
  categories: string[];
}

/** The address a card is kept under: the same for "Ann@Example.com " and "ann@example.com". */
export function cardAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** What a card shows: "Stamps: N of 9" with N cups filled, and how many free drinks wait. */
export interface StampCardView {
  stamps: number;
  of: number;
  rewardsWaiting: number;
}

/**
 * A card's stamps as shown: a full card stays full (9 of 9) while its free drink waits, so the customer sees why;
 * stamps beyond whole rewards are the next card's.
 */
export function stampCardView(stamps: number, stampsPerReward: number): StampCardView {
  const of = Math.max(1, Math.floor(stampsPerReward));
  const total = Math.max(0, Math.floor(stamps));
  const rewardsWaiting = Math.floor(total / of);
  const rest = total % of;
  return { stamps: rewardsWaiting > 0 && rest === 0 ? of : rest, of, rewardsWaiting };
}

/** "Stamps: 4 of 9". */
export function stampsLabel(view: Pick<StampCardView, 'stamps' | 'of'>): string {
  return `Stamps: ${view.stamps} of ${view.of}`;
}

/** What the card says about its reward, or null when none is waiting. */
export function rewardWaitingText(view: Pick<StampCardView, 'rewardsWaiting'>): string | null {
  if (view.rewardsWaiting <= 0) return null;
  return view.rewardsWaiting === 1
    ? 'A free drink is waiting for you.'
    : `${view.rewardsWaiting} free drinks are waiting for you.`;
}

/** The cups of a paid order that earn stamps: those of earning categories, less the free one. */
export function stampsEarned(
  lines: readonly { category: string; quantity: number }[],
  settings: Pick<StampCardSettings, 'enabled' | 'categories'>,
  freeDrinks: number,
): number {
  if (!settings.enabled) return 0;
  const cups = lines
    .filter((line) => settings.categories.includes(line.category))
    .reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
  return Math.max(0, cups - freeDrinks);
}

/** Until staff choose, the drinks earn stamps and the sweets do not. */
export function defaultEarningCategories(categories: readonly { value: string; displayName: string }[]): string[] {
  return categories
    .filter((category) => !/sweet/i.test(category.value) && !/sweet/i.test(category.displayName))
    .map((category) => category.value);
}

/**
 * The name of a hosted checkout's discount line (Stripe's coupon, the sandbox's page), from what it is made of: the
 * promotions' titles and, when the free drink is in it, "Free drink (stamp card)". At most 40 characters (Stripe's).
 */
export function hostedDiscountName(parts: readonly string[]): string {
  if (!parts.includes(FREE_DRINK_LINE)) return 'Promotion Discount';
  return parts.length === 1 ? FREE_DRINK_LINE : `Promotions + ${FREE_DRINK_LINE}`;
}
