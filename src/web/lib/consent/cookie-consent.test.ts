import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, readConsent, writeConsent } from './cookie-consent';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('cookie consent storage', () => {
  it("stores 'accepted' or 'rejected' under 'pearl.cookie-consent'", () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBe('undecided');
    writeConsent(storage, 'accepted');
    expect(storage.data.get('pearl.cookie-consent')).toBe('accepted');
    expect(readConsent(storage)).toBe('accepted');
    writeConsent(storage, 'rejected');
    expect(readConsent(storage)).toBe('rejected');
  });

  it('forgets the choice when asked again, and treats anything else as undecided', () => {
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: 'accepted' });
    writeConsent(storage, 'undecided');
    expect(storage.data.has(CONSENT_STORAGE_KEY)).toBe(false);
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: 'yes please' }))).toBe('undecided');
    expect(readConsent(null)).toBe('undecided');
  });
});
