/**
 * mergeClasses stands in for tailwind-merge on the first page (it saves about 7 KB of script). This proves the two
 * agree on every ordered pair of classes the web app writes: a class added to a screen that the stand-in merges
 * differently fails here, not on a screen. tailwind-merge is a development dependency only, for this check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

const webRoot = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    // merge-classes.ts names its groups in strings (`bg-color`), which are not classes of any screen.
    return isSource && !entry.name.startsWith('merge-classes') ? [path] : [];
  });
}

/** Every word of every string literal in the web app's code that could be a Tailwind class. */
function classesInUse(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(webRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const [, , body] of text.matchAll(/(['"`])((?:(?!\1)[^\\\n$])*)\1/g)) {
      for (const word of body!.split(/\s+/)) {
        if (/^!?-?[a-z@[][a-z0-9:[\]/().#%_,&>*=+!-]*$/.test(word) && /[-:]/.test(word)) words.add(word);
      }
    }
  }
  // A word either merger takes for a utility (a repeated utility collapses to one); the rest both keep as they are.
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word || mergeClasses(`${word} ${word}`) === word);
}

describe('mergeClasses against tailwind-merge', () => {
  const classes = classesInUse();

  it('finds the classes the screens use', () => {
    expect(classes.length).toBeGreaterThan(300);
    expect(classes).toEqual(expect.arrayContaining(['px-4', 'text-tea-800', 'ring-1', 'sm:text-lg']));
  });

  it('merges every ordered pair of them as tailwind-merge does', () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (first === second) continue;
        const pair = `${first} ${second}`;
        const ours = mergeClasses(pair);
        const theirs = twMerge(pair);
        if (ours !== theirs) differences.push(`"${pair}": "${ours}", tailwind-merge "${theirs}"`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  }, 300_000);
});
