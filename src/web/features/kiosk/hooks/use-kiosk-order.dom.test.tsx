import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKioskOrder } from './use-kiosk-order';

const card = { code: 'K7F3-QXWA', stamps: 9, of: 9, rewardsWaiting: 1, categories: ['milk-tea'] };

describe('the kiosk order’s stamp card', () => {
  it('keeps the kiosk watching while only a card is on the order, and Start over (also the idle one) clears it', async () => {
    const { result } = renderHook(() => useKioskOrder({ promotions: [], products: [] }));
    act(() => result.current.setStampCard(card));
    act(() => result.current.setFreeDrink(true));
    expect(result.current.stampCard).toEqual(card);
    expect(result.current.freeDrink).toBe(true);
    // The idle watch runs only while there is something to lose: a card typed in is.
    expect(result.current.dirty).toBe(true);

    await act(async () => {
      expect(await result.current.startOver()).toBe(true);
    });
    expect(result.current.stampCard).toBeNull();
    expect(result.current.freeDrink).toBe(false);
    expect(result.current.dirty).toBe(false);
  });

  it('uses the free drink only while one waits on the card', () => {
    const { result } = renderHook(() => useKioskOrder({ promotions: [], products: [] }));
    act(() => result.current.setStampCard({ ...card, stamps: 3, rewardsWaiting: 0 }));
    act(() => result.current.setFreeDrink(true));
    expect(result.current.freeDrink).toBe(false);
  });
});
