/**
 * ARCHITECTURE.md's "Who owns which table", enforced rather than remembered: each table is
 * written (insert, update, delete — through drizzle or in raw SQL) by its owning module only. Other production code
 * calls the owner's public functions. Test support (src/server/test, *.test.ts) may write rows to set a scene.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** Each table (its drizzle name and its SQL name) and the folders under src/server that may write it. */
const OWNERS: Array<{ table: string; sql: string; owners: string[] }> = [
  { table: 'categories', sql: 'categories', owners: ['modules/catalogue/', 'seed/'] },
  { table: 'products', sql: 'products', owners: ['modules/catalogue/', 'seed/'] },
  { table: 'promotions', sql: 'promotions', owners: ['modules/catalogue/', 'seed/'] },
  { table: 'optionGroups', sql: 'option_groups', owners: ['modules/catalogue/', 'seed/'] },
  { table: 'drinkOptions', sql: 'drink_options', owners: ['modules/catalogue/', 'seed/'] },
  { table: 'categoryOptionGroups', sql: 'category_option_groups', owners: ['modules/catalogue/', 'seed/'] },
  { table: 'productOptionGroups', sql: 'product_option_groups', owners: ['modules/catalogue/', 'seed/'] },
  { table: 'productPhotos', sql: 'product_photos', owners: ['modules/catalogue/'] },
  { table: 'orders', sql: 'orders', owners: ['modules/orders/'] },
  { table: 'orderLines', sql: 'order_lines', owners: ['modules/orders/'] },
  { table: 'paymentEvents', sql: 'payment_events', owners: ['modules/orders/'] },
  { table: 'orderWatchers', sql: 'order_watchers', owners: ['modules/orders/'] },
  { table: 'orderDayCounters', sql: 'order_day_counters', owners: ['modules/orders/'] },
  { table: 'sandboxObjects', sql: 'sandbox_objects', owners: ['modules/payments/'] },
  { table: 'settings', sql: 'settings', owners: ['modules/payments/'] },
  { table: 'users', sql: 'users', owners: ['modules/accounts/'] },
  { table: 'sessions', sql: 'sessions', owners: ['modules/accounts/'] },
  { table: 'loginThrottle', sql: 'login_throttle', owners: ['modules/accounts/'] },
  { table: 'passwordLinks', sql: 'password_links', owners: ['modules/accounts/'] },
  { table: 'counterDevices', sql: 'counter_devices', owners: ['modules/accounts/'] },
  { table: 'auditLog', sql: 'audit_log', owners: ['modules/audit/'] },
  { table: 'mailOutbox', sql: 'mail_outbox', owners: ['modules/mail/'] },
  { table: 'dataRequests', sql: 'data_requests', owners: ['modules/privacy/'] },
  { table: 'weeklyHours', sql: 'weekly_hours', owners: ['modules/opening-hours/'] },
  { table: 'dateExceptions', sql: 'date_exceptions', owners: ['modules/opening-hours/'] },
  { table: 'shopState', sql: 'shop_state', owners: ['modules/opening-hours/'] },
  { table: 'printers', sql: 'printers', owners: ['modules/printing/'] },
  { table: 'printJobs', sql: 'print_jobs', owners: ['modules/printing/'] },
  { table: 'cupsMade', sql: 'cups_made', owners: ['modules/counter/'] },
  { table: 'stampCardSettings', sql: 'stamp_card_settings', owners: ['modules/loyalty/'] },
  { table: 'stampCards', sql: 'stamp_cards', owners: ['modules/loyalty/'] },
  { table: 'stampEntries', sql: 'stamp_entries', owners: ['modules/loyalty/'] },
  { table: 'productStock', sql: 'product_stock', owners: ['modules/stock/', 'seed/'] },
  { table: 'stockTakes', sql: 'stock_takes', owners: ['modules/stock/'] },
  { table: 'ingredients', sql: 'ingredients', owners: ['modules/stock/', 'seed/'] },
  { table: 'ingredientLinks', sql: 'ingredient_links', owners: ['modules/stock/', 'seed/'] },
  { table: 'ingredientOutages', sql: 'ingredient_outages', owners: ['modules/stock/'] },
  { table: 'stockRefusals', sql: 'stock_refusals', owners: ['modules/stock/'] },
  { table: 'vapidKeys', sql: 'vapid_keys', owners: ['modules/notifications/'] },
  { table: 'pushSubscriptions', sql: 'push_subscriptions', owners: ['modules/notifications/'] },
  { table: 'customerAlerts', sql: 'customer_alerts', owners: ['modules/notifications/'] },
  { table: 'cashFloats', sql: 'cash_floats', owners: ['modules/close/'] },
  { table: 'closedDays', sql: 'closed_days', owners: ['modules/close/'] },
  { table: 'vatSettings', sql: 'vat_settings', owners: ['modules/vat/'] },
  { table: 'orderVat', sql: 'order_vat', owners: ['modules/vat/'] },
];

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'migrations' ? [] : productionFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

function writesTo(code: string, { table, sql }: { table: string; sql: string }): boolean {
  return (
    new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\s*\\)`).test(code) ||
    new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?${sql}"?[\\s(]`, 'i').test(code)
  );
}

const files = productionFiles(serverRoot).map((file) => ({
  path: relative(serverRoot, file),
  code: readFileSync(file, 'utf8'),
}));

describe('who writes each table', () => {
  it.each(OWNERS)('$table is written by $owners only', (entry) => {
    const writers = files
      .filter((file) => writesTo(file.code, entry))
      .map((file) => file.path)
      .filter((path) => !entry.owners.some((owner) => path.startsWith(owner)));
    expect(writers).toEqual([]);
  });

  it("every table is defined in its owner's schema.ts, and db/schema.ts gathers them all", async () => {
    const defined = readdirSync(join(serverRoot, 'modules')).flatMap((module) => {
      const path = join(serverRoot, 'modules', module, 'schema.ts');
      if (!existsSync(path)) return [];
      const code = readFileSync(path, 'utf8');
      return [...code.matchAll(/export const (\w+) = (?:pg\.)?pgTable\(/g)].map(
        (match) => `${match[1]} in modules/${module}/`,
      );
    });
    expect(defined.sort()).toEqual(OWNERS.map((entry) => `${entry.table} in ${entry.owners[0]}`).sort());
    const schema = await import('./schema');
    expect(Object.keys(schema).sort()).toEqual(OWNERS.map((entry) => entry.table).sort());
  });

  it('finds a write where there is one (the owners themselves write their tables)', () => {
    const writersOf = (table: string) =>
      files.filter((file) =>
        writesTo(
          file.code,
          OWNERS.find((entry) => entry.table === table)!,
        ),
      ).length;
    expect(writersOf('orders')).toBeGreaterThan(0);
    expect(writersOf('mailOutbox')).toBeGreaterThan(0);
    expect(writersOf('sandboxObjects')).toBeGreaterThan(0);
    expect(
      writesTo(
        'await db.delete(mailOutbox).where(x)',
        OWNERS.find((e) => e.table === 'mailOutbox')!,
      ),
    ).toBe(true);
    expect(
      writesTo(
        'DELETE FROM mail_outbox WHERE id = $1',
        OWNERS.find((e) => e.table === 'mailOutbox')!,
      ),
    ).toBe(true);
  });
});
