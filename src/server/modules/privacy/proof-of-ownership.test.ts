import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, hashToken, newAccessToken, newCode, requesterHashOf } from './proof-of-ownership';

describe('data page codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 500; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('match only the code they were made from, and never hash alike twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (n, offset) => {
        const code = String(n).padStart(6, '0');
        const other = String((n + offset) % 1_000_000).padStart(6, '0');
        const stored = hashCode(code);
        return codeMatches(code, stored) && !codeMatches(other, stored) && stored !== hashCode(code);
      }),
      { numRuns: 200 },
    );
  });

  it('never match a damaged stored hash', () => {
    expect(codeMatches('123456', '')).toBe(false);
    expect(codeMatches('123456', 'erased')).toBe(false);
    expect(codeMatches('123456', 'salt:abc')).toBe(false);
  });
});

describe('access tokens', () => {
  it('are 256 random bits, stored only as a hash', () => {
    const token = newAccessToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newAccessToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});

describe('requesterHashOf', () => {
  it('hashes the network, not the address', () => {
    expect(requesterHashOf('2001:db8:1:2::1')).toBe(requesterHashOf('2001:db8:1:2::ffff'));
    expect(requesterHashOf('203.0.113.7')).not.toBe(requesterHashOf('203.0.113.8'));
    expect(requesterHashOf('203.0.113.7')).not.toContain('203');
  });
});
