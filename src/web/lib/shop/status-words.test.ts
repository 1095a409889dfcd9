import { describe, expect, it } from 'vitest';
import { statusBarWords } from './status-words';

const pickup = { asap: true, asapMinutes: 12, slots: [] };

describe('the status bar', () => {
  it('says the wait while the shop takes orders', () => {
    expect(statusBarWords({ open: true, paused: false, text: 'Open until 22:00', pickup })).toEqual({
      state: 'Open until 22:00',
      wait: 'Ready in about 12 min',
    });
  });

  it('still says the wait past the Longest ASAP wait, when ASAP itself is not offered', () => {
    const late = { ...pickup, asap: false, asapMinutes: 50 };
    expect(statusBarWords({ open: true, paused: false, text: 'Open until 22:00', pickup: late }).wait).toBe(
      'Ready in about 50 min',
    );
  });

  it('says no wait while closed or paused', () => {
    const closed = { open: false, paused: false, text: 'Closed · opens tomorrow at 10:00', pickup };
    expect(statusBarWords(closed)).toEqual({ state: closed.text, wait: null });
    const paused = { open: false, paused: true, text: "We're not taking online orders right now", pickup };
    expect(statusBarWords(paused).wait).toBeNull();
  });
});
