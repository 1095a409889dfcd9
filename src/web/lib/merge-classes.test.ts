import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';
import { cn } from './cn';

/** Classes as the components join them, and what mergeClasses keeps of them, by the rule each case shows. */
const MERGES: Record<string, [joined: string, kept: string][]> = {
  'keeps the later of two classes that set the same thing': [
    // The header's mobile links: the nav link's padding and corners, then the menu's own.
    [
      'rounded-full px-4 py-2 font-semibold transition-colors block rounded-2xl px-4 py-3 text-lg',
      'font-semibold transition-colors block rounded-2xl px-4 py-3 text-lg',
    ],
    // A product card in the basket: the thicker ring in the basket's colour.
    ['p-3 shadow-sm ring-1 ring-tea-900/10 ring-2 ring-taro-500', 'p-3 shadow-sm ring-2 ring-taro-500'],
    // A button given a height, padding and a shadow of its own.
    [
      'h-11 px-5 text-base shadow-sm h-12 px-7 shadow-xl shadow-berry-700/30 sm:h-14 sm:text-lg',
      'text-base h-12 px-7 shadow-xl shadow-berry-700/30 sm:h-14 sm:text-lg',
    ],
    ['mt-1 w-full mt-0 w-24', 'mt-0 w-24'],
    ['bg-cream-100 p-2 bg-berry-50', 'p-2 bg-berry-50'],
  ],
  'tells apart what a prefix may set': [
    ['text-sm text-tea-800 text-center', 'text-sm text-tea-800 text-center'],
    ['text-sm text-lg text-tea-800 text-white', 'text-lg text-white'],
    ['font-display font-bold font-extrabold', 'font-display font-extrabold'],
    ['border border-b border-tea-900/10 border-transparent', 'border border-b border-transparent'],
    ['shadow-md shadow-tea-900/5 shadow-lg', 'shadow-tea-900/5 shadow-lg'],
    ['ring-1 ring-inset ring-2', 'ring-inset ring-2'],
  ],
  'lets a class for every side replace one for some sides, not the other way round': [
    ['px-4 pt-2 p-3', 'p-3'],
    ['p-3 px-4', 'p-3 px-4'],
    ['w-4 h-4 size-5', 'size-5'],
    ['rounded-t-xl rounded-2xl', 'rounded-2xl'],
    ['leading-5 text-lg', 'text-lg'],
  ],
  'merges only within the same variants and importance': [
    ['p-2 sm:p-0 sm:p-4 hover:bg-cream-200 bg-white', 'p-2 sm:p-4 hover:bg-cream-200 bg-white'],
    ['hover:md:p-2 md:hover:p-3', 'md:hover:p-3'],
    ['p-2 !p-3', 'p-2 !p-3'],
    ['[content-visibility:auto] [content-visibility:visible]', '[content-visibility:visible]'],
  ],
  'keeps classes it does not know, and the theme names that only look like a prefix': [
    ['order-online order-details my-data mt-2', 'order-online order-details my-data mt-2'],
    [
      'motion-safe:animate-basket-pulse motion-safe:animate-spin',
      'motion-safe:animate-basket-pulse motion-safe:animate-spin',
    ],
    ['  group  peer ', 'group peer'],
  ],
};

describe.each(Object.entries(MERGES))('mergeClasses %s', (_rule, cases) => {
  it.each(cases)('%j → %j', (joined, kept) => {
    expect(mergeClasses(joined)).toBe(kept);
  });
});

describe('cn', () => {
  it('is what mergeClasses applies to the joined classes', () => {
    expect(cn('inline-flex h-10 px-4', false, undefined, { 'h-12': true }, ['px-6'])).toBe('inline-flex h-12 px-6');
  });
});

describe('mergeClasses, asked again', () => {
  it('gives the same answer from its memory, and still after its memory was emptied', () => {
    const classes = 'h-10 px-4 rounded-full h-12';
    expect(mergeClasses(classes)).toBe('px-4 rounded-full h-12');
    expect(mergeClasses(classes)).toBe('px-4 rounded-full h-12');
    // More distinct lists than it keeps: the memory starts again, the answers do not change.
    for (let i = 0; i < 1500; i++) expect(mergeClasses(`p-${i % 9} m-${i} p-1`)).toBe(`m-${i} p-1`);
    expect(mergeClasses(classes)).toBe('px-4 rounded-full h-12');
    // More distinct classes than it keeps what each sets for: the same.
    for (let i = 0; i < 2500; i++)
      expect(mergeClasses(`mt-${i} hover:mt-${i} mt-[${i}px]`)).toBe(`hover:mt-${i} mt-[${i}px]`);
    expect(mergeClasses('md:hover:mt-2 hover:md:mt-4')).toBe('hover:md:mt-4');
  });
});
