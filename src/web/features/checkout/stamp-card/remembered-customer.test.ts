import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCustomer, REMEMBERED_CUSTOMER_KEY, rememberCustomer, rememberedCustomer } from './remembered-customer';

/** This browser's local storage, in memory. */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('Remember me on this device', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  it('keeps nothing until asked, then the name and e-mail only, until forgotten', () => {
    expect(rememberedCustomer()).toBeNull();
    rememberCustomer({ name: 'Ann', email: 'ann@example.com' });
    expect(JSON.parse(window.localStorage.getItem(REMEMBERED_CUSTOMER_KEY)!)).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
    });
    expect(rememberedCustomer()).toEqual({ name: 'Ann', email: 'ann@example.com' });
    forgetCustomer();
    expect(rememberedCustomer()).toBeNull();
  });

  it('reads a stored value that is not what it wrote as nothing remembered', () => {
    window.localStorage.setItem(REMEMBERED_CUSTOMER_KEY, '{"name":1}');
    expect(rememberedCustomer()).toBeNull();
    window.localStorage.setItem(REMEMBERED_CUSTOMER_KEY, 'not json');
    expect(rememberedCustomer()).toBeNull();
  });
});
