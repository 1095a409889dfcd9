import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';
import { cn } from './cn';

describe('mergeClasses', () => {
  it('keeps the later of two classes that set the same thing', () => {
    // The header's mobile links: the nav link's padding and corners, then the menu's own.
    expect(
      mergeClasses('rounded-full px-4 py-2 font-semibold transition-colors block rounded-2xl px-4 py-3 text-lg'),
    ).toBe('font-semibold transition-colors block rounded-2xl px-4 py-3 text-lg');
    // A product card in the basket: the thicker ring in the basket's colour.
    expect(mergeClasses('p-3 shadow-sm ring-1 ring-tea-900/10 ring-2 ring-taro-500')).toBe(
      'p-3 shadow-sm ring-2 ring-taro-500',
    );
    // A button given a height, padding and a shadow of its own.
    expect(
      mergeClasses('h-11 px-5 text-base shadow-sm h-12 px-7 shadow-xl shadow-berry-700/30 sm:h-14 sm:text-lg'),
    ).toBe('text-base h-12 px-7 shadow-xl shadow-berry-700/30 sm:h-14 sm:text-lg');
    expect(mergeClasses('mt-1 w-full mt-0 w-24')).toBe('mt-0 w-24');
    expect(mergeClasses('bg-cream-100 p-2 bg-berry-50')).toBe('p-2 bg-berry-50');
  });

  it('tells apart what a prefix may set', () => {
    expect(mergeClasses('text-sm text-tea-800 text-center')).toBe('text-sm text-tea-800 text-center');
    expect(mergeClasses('text-sm text-lg text-tea-800 text-white')).toBe('text-lg text-white');
    expect(mergeClasses('font-display font-bold font-extrabold')).toBe('font-display font-extrabold');
    expect(mergeClasses('border border-b border-tea-900/10 border-transparent')).toBe(
      'border border-b border-transparent',
    );
    expect(mergeClasses('shadow-md shadow-tea-900/5 shadow-lg')).toBe('shadow-tea-900/5 shadow-lg');
    expect(mergeClasses('ring-1 ring-inset ring-2')).toBe('ring-inset ring-2');
  });

  it('lets a class for every side replace one for some sides, not the other way round', () => {
    expect(mergeClasses('px-4 pt-2 p-3')).toBe('p-3');
    expect(mergeClasses('p-3 px-4')).toBe('p-3 px-4');
    expect(mergeClasses('w-4 h-4 size-5')).toBe('size-5');
    expect(mergeClasses('rounded-t-xl rounded-2xl')).toBe('rounded-2xl');
    expect(mergeClasses('leading-5 text-lg')).toBe('text-lg');
  });

  it('merges only within the same variants and importance', () => {
    expect(mergeClasses('p-2 sm:p-0 sm:p-4 hover:bg-cream-200 bg-white')).toBe(
      'p-2 sm:p-4 hover:bg-cream-200 bg-white',
    );
    expect(mergeClasses('hover:md:p-2 md:hover:p-3')).toBe('md:hover:p-3');
    expect(mergeClasses('p-2 !p-3')).toBe('p-2 !p-3');
    expect(mergeClasses('[content-visibility:auto] [content-visibility:visible]')).toBe('[content-visibility:visible]');
  });

  it('keeps classes it does not know, and the theme names that only look like a prefix', () => {
    expect(mergeClasses('order-online order-details my-data mt-2')).toBe('order-online order-details my-data mt-2');
    expect(mergeClasses('motion-safe:animate-basket-pulse motion-safe:animate-spin')).toBe(
      'motion-safe:animate-basket-pulse motion-safe:animate-spin',
    );
    expect(mergeClasses('  group  peer ')).toBe('group peer');
  });

  it('is what cn() applies to the joined classes', () => {
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
