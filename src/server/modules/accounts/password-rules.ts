/**
 * What makes a staff password too easy to guess (common passwords are refused with a reason), on top of
 * the length rules of newPasswordSchema. Used by POST /api/admin/users and `npm run user:create`; sign-in never applies
 * it, so an existing password keeps working until it is changed.
 *
 * A password is refused when, once lower-cased, it is a common password (common-passwords.ts), or a common password
 * with digits or symbols added at either end ("Password1234!"), or with letters swapped for look-alike digits
 * ("p@ssw0rd"), or a repeated word ("monkeymonkey"), or one character or a run of the keyboard or the alphabet
 * ("aaaaaaaaaa", "1234567890", "qwertyuiop"), or the person's own e-mail address or its name part.
 */
import { COMMON_PASSWORD_WORDS } from './common-passwords';

const common = new Set(COMMON_PASSWORD_WORDS);
export const TOO_COMMON = 'This password is too common — choose one that is harder to guess.';
const TOO_PREDICTABLE =
  'This password is too easy to guess — it is a run of keys or one repeated character. Choose one that is harder to guess.';
const LIKE_EMAIL = 'This password is too close to the e-mail address — choose one that is harder to guess.';

const RUNS = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc4rfv'];
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Takes off what people add around a common word: digits, symbols and spaces at either end. */
const trimDecoration = (text: string) => text.replace(/^[^a-z]+|[^a-z]+$/g, '');
const unswap = (text: string) => [...text].map((c) => LOOK_ALIKES[c] ?? c).join('');

function isRun(text: string): boolean {
  const squeezed = text.replace(/[\s_-]/g, '');
  if (squeezed.length === 0 || new Set(squeezed).size <= 2) return true;
  for (const run of RUNS) {
    const reversed = [...run].reverse().join('');
    if (run.includes(squeezed) || reversed.includes(squeezed)) return true;
  }
  return false;
}

/** A repeated word ("monkeymonkey", "abcabcabc"): its unit, or null. */
function repeatedUnit(text: string): string | null {
  const match = /^(.+?)\1+$/.exec(text);
  return match ? match[1]! : null;
}

function isCommon(candidate: string): boolean {
  if (!candidate) return false;
  const forms = new Set([
    candidate,
    trimDecoration(candidate),
    unswap(candidate),
    trimDecoration(unswap(candidate)),
    unswap(trimDecoration(candidate)),
  ]);
  for (const form of [...forms]) {
    const unit = repeatedUnit(form);
    if (unit) forms.add(unit);
    forms.add(form.replace(/[\s_.-]/g, ''));
  }
  return [...forms].some((form) => form.length > 0 && common.has(form));
}

/** Why the password is too easy to guess, in words for the person choosing it; null when it is fine. */
export function weakPasswordReason(password: string, email?: string): string | null {
  const lower = password.toLowerCase().trim();
  if (isRun(lower) || (repeatedUnit(lower) !== null && isRun(repeatedUnit(lower)!))) return TOO_PREDICTABLE;
  if (isCommon(lower)) return TOO_COMMON;
  if (email) {
    const address = email.toLowerCase();
    const name = address.split('@')[0] ?? '';
    const core = trimDecoration(lower);
    if (lower.includes(address) || (name.length >= 4 && (core === name || core === name.replace(/[^a-z]/g, ''))))
      return LIKE_EMAIL;
  }
  return null;
}
