/**
 * The stamp card's counter code: what the customer shows at the till (typed by the barista, or read from its QR) to
 * spend or earn on their card without saying their e-mail address aloud. It is a bearer credential for a free drink,
 * so it is random (8 characters of 30: about 39 bits), looked up under a rate limit, and replaced once a reward is
 * spent. Its alphabet leaves out what is misread across a counter: 0 and O, 1, I and L, and U.
 */

export const COUNTER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const COUNTER_CODE_LENGTH = 8;

/**
 * A new code from a source of random whole numbers below a bound (the server's `crypto.randomInt`): stored bare,
 * shown grouped.
 */
export function newCounterCode(randomBelow: (bound: number) => number): string {
  let code = '';
  for (let i = 0; i < COUNTER_CODE_LENGTH; i++)
    code += COUNTER_CODE_ALPHABET[randomBelow(COUNTER_CODE_ALPHABET.length)];
  return code;
}

/**
 * What was typed or scanned, as stored ("k7f3 qxwa", "K7F3-QXWA" → "K7F3QXWA"), or null when it cannot be a code. The
 * letters read for digits across a counter (O for 0 is not in it) are taken as typed: a wrong one finds no card.
 */
export function readCounterCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  if (bare.length !== COUNTER_CODE_LENGTH) return null;
  for (const char of bare) if (!COUNTER_CODE_ALPHABET.includes(char)) return null;
  return bare;
}

/** "K7F3QXWA" → "K7F3-QXWA": two groups of four, easy to read out and type. */
export function formatCounterCode(code: string): string {
  const half = COUNTER_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** Said when a typed or scanned code names no card (or is not a code at all). */
export const COUNTER_CODE_UNKNOWN = 'No stamp card has this code. Please check it and type it again.';
/** Said (429) when too many codes were tried at once. */
export const COUNTER_CODE_THROTTLED = 'Too many stamp card codes were tried. Please wait a minute and try again.';
