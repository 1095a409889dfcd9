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
  it.each([
    ['  Ann@Example.COM ', 'ann@example.com'],
    ['ann@example.com', 'ann@example.com'],
  ])('keeps the card of %j under %j, without letter case or surrounding spaces', (typed, address) => {
    expect(cardAddress(typed)).toBe(address);
  });

  it.each([
    [0, { stamps: 0, of: 9, rewardsWaiting: 0 }],
    [4, { stamps: 4, of: 9, rewardsWaiting: 0 }],
    [9, { stamps: 9, of: 9, rewardsWaiting: 1 }],
    [11, { stamps: 2, of: 9, rewardsWaiting: 1 }],
    [18, { stamps: 9, of: 9, rewardsWaiting: 2 }],
  ])('shows a full card while its free drink waits, then starts again: %i stamps of 9', (stamps, view) => {
    expect(stampCardView(stamps, 9)).toEqual(view);
  });

  it('words the card and the free drink waiting', () => {
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
