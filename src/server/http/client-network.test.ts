import { describe, expect, it } from 'vitest';
import { networkHash, networkOf } from './client-network';

describe('networkOf', () => {
  it('keeps an IPv4 address, also when IPv6-mapped', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups an IPv6 address by its /64', () => {
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('networkHash', () => {
  it('hashes the network under its purpose, never showing the address', () => {
    expect(networkHash('slot-hold', '2001:db8:1:2::1')).toBe(networkHash('slot-hold', '2001:db8:1:2::ffff'));
    expect(networkHash('slot-hold', '203.0.113.7')).not.toBe(networkHash('slot-hold', '203.0.113.8'));
    expect(networkHash('slot-hold', '203.0.113.7')).not.toBe(networkHash('data-request', '203.0.113.7'));
    expect(networkHash('slot-hold', '203.0.113.7')).toMatch(/^[0-9a-f]{64}$/);
  });
});
