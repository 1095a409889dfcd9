import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './password-rules';

const email = 'sam.taylor@pearl.example';

describe('weakPasswordReason', () => {
  it.each(['123456789012', '012345678901', '1234567890ab', 'qwertyuiop12', 'aaaaaaaaaaaa', 'monkeymonkey'])(
    'refuses the run, repeat or keyboard walk %j',
    (password) => {
      expect(weakPasswordReason(password, email)).toMatch(/^This password is too easy to guess\. /);
    },
  );

  it.each(['password1234', 'Password1234!', 'p@ssw0rd2024', 'iloveyou2024', 'welcome12345'])(
    'refuses the common password %j, dressed up or not',
    (password) => {
      expect(weakPasswordReason(password, email)).toMatch(/commonly used password/);
    },
  );

  it("refuses the person's own e-mail address or name and the shop's name, which a guesser tries first", () => {
    for (const password of ['sam.taylor@pearl.example', 'samtaylor2026', 'PearlBubbleTea1', 'buckinghampearl']) {
      expect(weakPasswordReason(password, email), password).toMatch(/personal or page related data/);
    }
  });

  it('explains with advice after the refusal', () => {
    expect(weakPasswordReason('Password1234!', email)).toBe(
      'This password is too easy to guess. This is similar to a commonly used password. ' +
        'Add more words that are less common. Capitalize more than the first letter.',
    );
  });

  it('accepts a passphrase and a random password', () => {
    for (const password of [
      'correct horse battery staple',
      'taro moon 0912',
      'hJ3k_9xQv2Lm0pZa',
      'helper secret password',
    ]) {
      expect(weakPasswordReason(password, email), password).toBeNull();
    }
  });

  it('scores the same password differently for someone whose name it is', () => {
    expect(weakPasswordReason('samtaylor2026', 'someone@pearl.example')).toBeNull();
    expect(weakPasswordReason('samtaylor2026', email)).toMatch(/personal or page related data/);
  });
});
