/**
 * One writer per table, enforced rather than remembered: the orders module alone writes the orders and order_lines
 * tables (each file of it that writes does one job). Production code elsewhere calls the functions
 * modules/orders/index.ts exposes.
 * Test support (src/server/test, *.test.ts, *-test-support.ts) may write rows to set a scene.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const ordersModule = fileURLToPath(new URL('.', import.meta.url));

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'migrations' ? [] : productionFiles(path);
    return /\.ts$/.test(entry.name) && !/(\.test|-test-support)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** drizzle's insert/update/delete of either table, and the same in raw SQL. */
const WRITES = [
  /\.(insert|update|delete)\(\s*(orders|orderLines)\s*\)/,
  /\b(insert\s+into|update|delete\s+from)\s+"?(orders|order_lines)"?\b/i,
];

describe('who writes the orders tables', () => {
  it('is the orders module only', () => {
    const writers = productionFiles(serverRoot)
      .filter((file) => !file.startsWith(ordersModule))
      .filter((file) => WRITES.some((pattern) => pattern.test(readFileSync(file, 'utf8'))))
      .map((file) => relative(serverRoot, file));
    expect(writers).toEqual([]);
  });

  it('is found by the check (it finds every file of the orders module that writes them, one per job)', () => {
    const writers = productionFiles(ordersModule)
      .filter((file) => WRITES.some((pattern) => pattern.test(readFileSync(file, 'utf8'))))
      .map((file) => relative(ordersModule, file))
      .sort();
    expect(writers).toEqual([
      'awaiting-payment.ts',
      'customer-here.ts',
      'demo-orders.ts',
      'order-anonymise.ts',
      'order-disputes.ts',
      'order-moves.ts',
      'order-numbers.ts',
      'order-refunds.ts',
      'record-order.ts',
      'slot-holds.ts',
    ]);
    expect(readFileSync(join(ordersModule, 'record-order.ts'), 'utf8')).toMatch(/\.insert\(orderLines\)/);
  });
});
