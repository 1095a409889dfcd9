import { describe, expect, it } from 'vitest';
import { parseUserCreateArgs, UsageError } from './user-create-args';

describe('npm run user:create arguments', () => {
  it('takes --email, --password and --admin', () => {
    expect(
      parseUserCreateArgs(['--email', ' Owner@Pearl.Example ', '--password', 'long enough pw', '--admin']),
    ).toEqual({
      help: false,
      email: 'owner@pearl.example',
      password: 'long enough pw',
      admin: true,
    });
  });

  it('accepts --name=value', () => {
    expect(parseUserCreateArgs(['--email=a@pearl.example', '--password=taro moon 0912'])).toMatchObject({
      email: 'a@pearl.example',
      password: 'taro moon 0912',
      admin: false,
    });
  });

  it('is not an admin without --admin', () => {
    expect(parseUserCreateArgs(['--email', 'a@pearl.example', '--password', 'taro moon 0912']).admin).toBe(false);
  });

  it('reads the password from USER_PASSWORD, --password winning', () => {
    expect(
      parseUserCreateArgs(['--email', 'a@pearl.example'], { USER_PASSWORD: 'from the environment' }).password,
    ).toBe('from the environment');
    expect(
      parseUserCreateArgs(['--email', 'a@pearl.example', '--password', 'from the command'], {
        USER_PASSWORD: 'from the environment',
      }).password,
    ).toBe('from the command');
  });

  it('leaves the password to be asked for when none is given', () => {
    expect(parseUserCreateArgs(['--email', 'a@pearl.example'], { USER_PASSWORD: '' }).password).toBeUndefined();
  });

  it.each([
    [[], /--email is required/],
    [['--email'], /--email needs a value/],
    [['--email', '--admin'], /--email needs a value/],
    [['--email', 'not-an-email', '--password', 'taro moon 0912'], /Enter a valid email address/],
    [['--email', 'a@pearl.example', '--password', 'short'], /Password must be at least 10 characters/],
    [['--email', 'a@pearl.example', '--pasword', 'taro moon 0912'], /Unknown argument: --pasword/],
    [['--email', 'a@pearl.example', '--admin=yes'], /--admin takes no value/],
  ])('refuses %j with a usage message', (argv, message) => {
    expect(() => parseUserCreateArgs(argv)).toThrow(message);
    try {
      parseUserCreateArgs(argv);
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      expect((error as Error).name).toBe('UsageError');
      expect((error as Error).message).toContain('Usage: npm run user:create');
    }
  });

  it.each([
    'password1234',
    'Password1234!',
    'p@ssw0rd2024',
    'qwertyuiop',
    '1234567890',
    'monkeymonkey',
    'a@pearl.example1',
    '123456789012',
  ])('refuses the easily guessed password %j, saying why', (password) => {
    expect(() => parseUserCreateArgs(['--email', 'a@pearl.example', '--password', password])).toThrow(
      /^This password is too easy to guess\. \S/,
    );
    expect(() => parseUserCreateArgs(['--email', 'a@pearl.example'], { USER_PASSWORD: password })).toThrow(UsageError);
  });

  it('accepts a passphrase and a random password', () => {
    for (const password of ['pearl-e2e-admin-password', 'correct horse battery', 'hJ3k_9xQv2Lm0pZa']) {
      expect(parseUserCreateArgs(['--email', 'a@pearl.example', '--password', password]).password).toBe(password);
    }
  });

  it('refuses a short password from USER_PASSWORD too', () => {
    expect(() => parseUserCreateArgs(['--email', 'a@pearl.example'], { USER_PASSWORD: 'short' })).toThrow(
      /at least 10/,
    );
  });

  it('shows help', () => {
    expect(parseUserCreateArgs(['--help']).help).toBe(true);
  });
});
