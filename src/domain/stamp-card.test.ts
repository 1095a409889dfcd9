import { describe, expect, it } from 'vitest';
import {
  cardAddress,
  hostedDiscountName,
  rewardWaitingText,
  stampCardView,
  stampsEarned,
  stampsLabel,
} from './stamp-card';

describe('stamp card', () => {
  it('keeps a card under the address without letter case or surrounding spaces', () => {
    expect(cardAddress('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it('shows a full card while its free drink waits, then starts again', () => {
    expect(stampCardView(0, 9)).toEqual({ stamps: 0, of: 9, rewardsWaiting: 0 });
    expect(stampCardView(4, 9)).toEqual({ stamps: 4, of: 9, rewardsWaiting: 0 });
    expect(stampCardView(9, 9)).toEqual({ stamps: 9, of: 9, rewardsWaiting: 1 });
    expect(stampCardView(11, 9)).toEqual({ stamps: 2, of: 9, rewardsWaiting: 1 });
    expect(stampCardView(18, 9)).toEqual({ stamps: 9, of: 9, rewardsWaiting: 2 });
    expect(stampsLabel(stampCardView(4, 9))).toBe('Stamps: 4 of 9');
    expect(rewardWaitingText({ rewardsWaiting: 1 })).toBe('A free drink is waiting for you.');
    expect(rewardWaitingText({ rewardsWaiting: 0 })).toBeNull();
  });

  it('counts the cups of earning categories, less the free one', () => {
    const lines = [
      { category: 'milk-tea', quantity: 3 },
      { category: 'english-sweets', quantity: 2 },
    ];
    const settings = { enabled: true, categories: ['milk-tea'] };
    expect(stampsEarned(lines, settings, 0)).toBe(3);
    expect(stampsEarned(lines, settings, 1)).toBe(2);
    expect(stampsEarned(lines, { ...settings, enabled: false }, 0)).toBe(0);
  });

  it('names a hosted checkout’s discount after what it holds', () => {
    expect(hostedDiscountName(['3 for £10'])).toBe('Promotion Discount');
    expect(hostedDiscountName(['Free drink (stamp card)'])).toBe('Free drink (stamp card)');
    expect(hostedDiscountName(['3 for £10', 'Free drink (stamp card)'])).toBe('Promotions + Free drink (stamp card)');
  });
});
