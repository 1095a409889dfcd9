/**
 * The stamp card at the till: the counter code from the customer's order page, typed or scanned, names a card whose
 * address stays on the server. The sale's order earns on that card, and may use its free drink, priced by the
 * domain's priceBasket as online and held by the order (loyalty's hold, as a checkout's) until a payment spends it.
 *
 * The code is a bearer credential for a free drink, so wrong codes are counted per address asking: past a handful a
 * minute, every lookup from there is refused until the minute has passed, and guessing one of some 650 billion codes
 * stays hopeless.
 */
import type { StampCardLookupAnswer } from '@domain/contracts/till';
import { COUNTER_CODE_THROTTLED, COUNTER_CODE_UNKNOWN, formatCounterCode, readCounterCode } from '@domain/stamp-code';
import { AppError, invalid, notFound } from '../../errors';
import type { TillDeps } from './till-deps';

/** Wrong codes one address may type in a minute before its lookups are refused for the rest of it. */
export const WRONG_CODES_PER_MINUTE = 8;
const MINUTE_MS = 60_000;

export const STAMP_CARD_OFF = 'The stamp card is off: turn it on under Stamp card to use its codes.';
export const FREE_DRINK_NEEDS_CARD = 'Type the stamp card’s code to use its free drink.';
export const CARD_OR_EMAIL = 'Give the stamp card’s code or an e-mail, not both: the card’s address gets the receipt.';
export const NO_FREE_DRINK_IN_SALE = 'None of the drinks in this sale can be the free drink.';

/** Wrong codes counted per address asking, in a window of a minute; one instance's count (a till talks to one). */
export class WrongCodes {
  private readonly seen = new Map<string, { since: number; count: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  /** Refuses (429) an address that typed too many wrong codes this minute. */
  check(who: string): void {
    const entry = this.seen.get(who);
    if (!entry) return;
    if (this.now() - entry.since >= MINUTE_MS) this.seen.delete(who);
    else if (entry.count >= WRONG_CODES_PER_MINUTE) throw new AppError('too_many_requests', COUNTER_CODE_THROTTLED);
  }

  wrong(who: string): void {
    const at = this.now();
    const entry = this.seen.get(who);
    if (!entry || at - entry.since >= MINUTE_MS) this.seen.set(who, { since: at, count: 1 });
    else entry.count++;
    // A long-running till forgets the addresses whose minute is over, so the map stays small.
    if (this.seen.size > 1000)
      for (const [key, value] of this.seen) if (at - value.since >= MINUTE_MS) this.seen.delete(key);
  }
}

/** The code as stored, or a clear refusal (counted as a wrong code). */
export function storedCode(typed: string, wrongCodes: WrongCodes, who: string): string {
  wrongCodes.check(who);
  const code = readCounterCode(typed);
  if (!code) {
    wrongCodes.wrong(who);
    throw invalid(COUNTER_CODE_UNKNOWN);
  }
  return code;
}

/** The card a code names (the address for the order, the card for the till), or 404 counted as a wrong code. */
export async function cardOfCode(deps: TillDeps, code: string, wrongCodes: WrongCodes, who: string) {
  if (!deps.stampCards) throw invalid(STAMP_CARD_OFF);
  wrongCodes.check(who);
  const found = await deps.stampCards.byCode(code);
  if (!found) {
    wrongCodes.wrong(who);
    throw notFound(COUNTER_CODE_UNKNOWN);
  }
  return found;
}

/** POST /api/admin/till/stamp-card: what the till shows of the card ("Stamps: N of 9", a free drink waiting). */
export async function lookUpCard(
  deps: TillDeps,
  typed: string,
  wrongCodes: WrongCodes,
  who: string,
): Promise<StampCardLookupAnswer> {
  const code = storedCode(typed, wrongCodes, who);
  const { card, categories } = await cardOfCode(deps, code, wrongCodes, who);
  return { code: formatCounterCode(code), ...card, categories };
}
