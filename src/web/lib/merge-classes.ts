/**
 * A later Tailwind class wins over an earlier one that sets the same thing: `px-4 py-2` then `py-3` gives `px-4 py-3`,
 * `ring-1 ring-tea-900/10` then `ring-2 ring-taro-500` gives `ring-2 ring-taro-500`. This is what tailwind-merge did
 * for cn(), for the utilities Pearl uses (tailwind-merge was 7 KB of the first page's 110 KB). A class it
 * does not know is kept as it is, as tailwind-merge keeps classes that are not Tailwind's.
 * merge-classes.test.ts checks it on the conflicts the screens rely on, and merge-classes-tailwind.test.ts proves it
 * merges every pair of classes the web app uses exactly as tailwind-merge does.
 */

import { CLEARS, groupOf } from './merge-classes-groups';

/** Splits `md:hover:!-mt-2` into its variants (`md:hover:`), and the utility (`-mt-2`, with `!` noted). */
function parse(token: string): { variants: string; important: boolean; utility: string } {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) start = i + 1;
  }
  let utility = token.slice(start);
  let important = false;
  if (utility.startsWith('!')) [important, utility] = [true, utility.slice(1)];
  else if (utility.endsWith('!')) [important, utility] = [true, utility.slice(0, -1)];
  // Variants in any order mean the same: `hover:md:` is `md:hover:`.
  const variants = token.slice(0, start).split(':').filter(Boolean).sort().join(':');
  return { variants, important, utility };
}

/** Keeps, of the classes that set the same thing, the last. */
export function mergeClasses(classes: string): string {
  const known = merged.get(classes);
  if (known !== undefined) return known;
  const result = mergeNow(classes);
  // A page asks for the same few hundred class lists over and over (every product card the same): kept, it is a lookup.
  // Bounded, as tailwind-merge's cache is: a list built from ever-changing values cannot grow it without end.
  if (merged.size >= MERGED_LIMIT) merged.clear();
  merged.set(classes, result);
  return result;
}

const MERGED_LIMIT = 1000;
const merged = new Map<string, string>();

function mergeNow(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const slot = slotOf(token);
    if (slot === null) {
      kept.push(token);
      continue;
    }
    if (taken.has(slot.key)) continue;
    taken.add(slot.key);
    for (const cleared of slot.clears) taken.add(cleared);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

/** What a class sets in the scope of its variants (`md:hover:` + `mt`), and what that overrides there. */
interface Slot {
  key: string;
  clears: readonly string[];
}

/**
 * A class's slot, or null for a class this does not know. Worked out once per class: the same few hundred classes
 * come back in many different lists, and finding a class's group walks the prefixes one by one.
 */
function slotOf(token: string): Slot | null {
  let slot = slots.get(token);
  if (slot === undefined) {
    const { variants, important, utility } = parse(token);
    const group = groupOf(utility);
    const scope = `${variants}${important ? '!' : ''}:`;
    slot =
      group === null ? null : { key: scope + group, clears: (CLEARS[group] ?? []).map((cleared) => scope + cleared) };
    if (slots.size >= SLOTS_LIMIT) slots.clear();
    slots.set(token, slot);
  }
  return slot;
}

const SLOTS_LIMIT = 2000;
const slots = new Map<string, Slot | null>();
