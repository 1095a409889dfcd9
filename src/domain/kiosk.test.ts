import { describe, expect, it } from 'vitest';
import { deviceModeSchema, idleStage, KIOSK_IDLE_MS, KIOSK_WARNING_MS, kioskReference, secondsLeft } from './kiosk';

describe('the kiosk’s rules', () => {
  it('warns 10 seconds before starting over after a minute without a touch', () => {
    const touched = 1_000_000;
    expect(idleStage(touched, touched + 49_999)).toBe('active');
    expect(idleStage(touched, touched + KIOSK_IDLE_MS - KIOSK_WARNING_MS)).toBe('warning');
    expect(idleStage(touched, touched + 59_999)).toBe('warning');
    expect(idleStage(touched, touched + KIOSK_IDLE_MS)).toBe('reset');
    expect(secondsLeft(touched, touched + 50_000)).toBe(10);
    expect(secondsLeft(touched, touched + 59_001)).toBe(1);
    expect(secondsLeft(touched, touched + 70_000)).toBe(0);
  });

  it('takes only the two modes, and gives an order a short upper-case reference', () => {
    expect(deviceModeSchema.safeParse('kiosk').success).toBe(true);
    expect(deviceModeSchema.safeParse('till').success).toBe(false);
    expect(kioskReference('0a1b2c3d-0000-4000-8000-000000000000')).toBe('0A1B');
  });
});
