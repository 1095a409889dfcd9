import { describe, expect, it } from 'vitest';
import { readsInTurns, type ReadMany } from './reads-in-turns';

/** A read whose answer is held until the test lets it go, recording which keys each read asked for. */
function heldReads(rows: Map<string, number>) {
  const reads: string[][] = [];
  const pending: Array<() => void> = [];
  const readMany: ReadMany<string, number> = (keys) => {
    reads.push([...keys]);
    // What the read finds is what the rows hold when it begins, as a database's statement would.
    const found = new Map(keys.flatMap((key) => (rows.has(key) ? [[key, rows.get(key)!] as const] : [])));
    return new Promise((resolve) => pending.push(() => resolve(found)));
  };
  const finishNext = async () => {
    await Promise.resolve();
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { reads, readMany, finishNext };
}

describe('readsInTurns', () => {
  it('reads a lone ask at once, and the asks arriving meanwhile together in the next read, each key once', async () => {
    const rows = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    const { reads, readMany, finishNext } = heldReads(rows);
    const read = readsInTurns(readMany);
    const first = read('a');
    await Promise.resolve();
    const rest = [read('a'), read('b'), read('a'), read('nobody')];
    await finishNext();
    expect(reads).toEqual([['a'], ['a', 'b', 'nobody']]);
    await finishNext();
    expect(await first).toBe(1);
    expect(await Promise.all(rest)).toEqual([1, 2, 1, undefined]);
  });

  it('never answers an ask from a read that began before it: a change made before the ask is seen', async () => {
    const rows = new Map([['session', 1]]);
    const { readMany, finishNext } = heldReads(rows);
    const read = readsInTurns(readMany);
    const before = read('session');
    await Promise.resolve();
    // Signed out while the first read runs: an ask made now must not share that read's answer.
    rows.delete('session');
    const after = read('session');
    await finishNext();
    await finishNext();
    expect(await before).toBe(1);
    expect(await after).toBeUndefined();
  });

  it('tells every ask of a failed read why, and goes on reading the next asks', async () => {
    let fail = true;
    const read = readsInTurns<string, string>(async (keys) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    const failing = [read('a'), read('b')];
    await expect(Promise.all(failing)).rejects.toThrow('connection lost');
    await expect(failing[1]).rejects.toThrow('connection lost');
    fail = false;
    expect(await read('c')).toBe('C');
  });

  it('answers a read that throws before it begins as failed, without stopping the reads after it', async () => {
    let calls = 0;
    const read = readsInTurns<string, number>((keys) => {
      calls++;
      if (calls === 1) throw new Error('no connection');
      return Promise.resolve(new Map(keys.map((key) => [key, calls])));
    });
    await expect(read('a')).rejects.toThrow('no connection');
    expect(await read('a')).toBe(2);
  });

  it('reads at most so many keys at once, and the rest in the next read', async () => {
    const rows = new Map(['a', 'b', 'c', 'd'].map((key, i) => [key, i] as const));
    const { reads, readMany, finishNext } = heldReads(rows);
    const read = readsInTurns(readMany, 2);
    const first = read('a');
    await Promise.resolve();
    const rest = [read('b'), read('c'), read('b'), read('d')];
    await finishNext();
    await finishNext();
    await finishNext();
    expect(reads).toEqual([['a'], ['b', 'c'], ['d']]);
    expect([await first, ...(await Promise.all(rest))]).toEqual([0, 1, 2, 1, 3]);
  });
});
