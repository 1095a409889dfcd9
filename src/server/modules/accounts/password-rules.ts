/**
 * What makes a staff password too easy to guess, on top of the length rules of newPasswordSchema. Used by
 * POST /api/admin/users and `npm run user:create`; sign-in never applies it, so an existing password keeps working
 * until it is changed.
 *
 * zxcvbn estimates how many guesses a cracker would need, knowing the common passwords, English words and names,
 * keyboard walks, sequences, dates, repeats and look-alike swaps; a score below 3 (under about 10^8 guesses) is
 * refused, with its explanation. The person's e-mail address and the shop's name count as words a cracker knows.
 * It runs on the server only: its dictionaries are large and no page needs them.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/** zxcvbn's scale: 0 too guessable … 4 very unguessable. 3 is safe against an attacker who has the hash. */
const MIN_PASSWORD_SCORE = 3;

/** Words about the shop anyone guessing a staff password would try first (zxcvbn matches them without spaces). */
const SHOP_WORDS = ['pearl', 'pearlbubbletea', 'pearl bubble tea', 'pearltea', 'bubbletea', 'bobatea', 'buckingham'];

const TOO_EASY = 'This password is too easy to guess.';

/** Built on first use, not at import: loading the dictionaries takes a moment and most processes never set a password. */
let scorer: ZxcvbnFactory | undefined;

function userInputs(email: string | undefined): string[] {
  if (!email) return SHOP_WORDS;
  const name = email.split('@')[0] ?? '';
  const parts = name.split(/[^a-z0-9]+/i).filter((part) => part.length >= 3);
  return [...SHOP_WORDS, email, name, parts.join(''), ...parts];
}

/** Why the password is too easy to guess, in zxcvbn's words for the person choosing it; null when it is fine. */
export function weakPasswordReason(password: string, email?: string): string | null {
  scorer ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  const { score, feedback } = scorer.check(password, userInputs(email));
  if (score >= MIN_PASSWORD_SCORE) return null;
  return [TOO_EASY, feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
}
