import { describe, expect, it } from 'vitest';
import { summariseAudit, type SummarisedRow } from './audit-summary';

const ORDER = '1a2b3c4d-0000-4000-8000-000000000000';
const row = (
  action: string,
  details: Record<string, unknown> = {},
  entity: Partial<SummarisedRow> = {},
): SummarisedRow => ({
  action,
  entityType: 'product',
  entityId: null,
  details,
  ...entity,
});

const cases: Array<[SummarisedRow, string]> = [
  [
    row('option_group.create', { name: 'Syrup', options: ['Vanilla 40/50p', 'Caramel 40/50p'] }),
    'Added option group "Syrup" (2 options)',
  ],
  [
    row('option_group.update', {
      name: 'Toppings',
      changes: { max: { from: 3, to: 2 }, options: { from: ['a'], to: ['b'] } },
    }),
    'Changed option group "Toppings": maximum 3 → 2, options',
  ],
  [row('option_group.delete', { name: 'Syrup' }), 'Deleted option group "Syrup"'],
  [
    row('option_group.reorder', { from: ['Sugar', 'Ice'], to: ['Ice', 'Sugar'] }),
    'Changed the order of the option groups',
  ],
  [
    row('drink_option.sold_out', { name: 'Tapioca pearls', group: 'Toppings' }),
    'Marked option "Tapioca pearls" (Toppings) as sold out',
  ],
  [
    row('drink_option.back_in_stock', { name: 'Tapioca pearls', group: 'Toppings' }),
    'Marked option "Tapioca pearls" (Toppings) as back in stock',
  ],
  [
    row('product.update', {
      name: 'Taro',
      changes: { allergens: { from: [], to: ['milk'] }, tags: { from: [], to: ['vegan'] } },
    }),
    'Changed product "Taro": allergens, dietary tags',
  ],
  [row('auth.sign_in', {}, { entityType: 'user', entityId: 'u1' }), 'Signed in'],
  [row('category.create', { value: 'milk-tea', displayName: 'Milk Tea' }), 'Added category "Milk Tea" (milk-tea)'],
  [
    row(
      'category.update',
      { changes: { displayName: { from: 'Milk Teas', to: 'Milk Tea' } } },
      { entityId: 'milk-tea' },
    ),
    'Changed category "Milk Tea": display name "Milk Teas" → "Milk Tea"',
  ],
  [
    row('category.update', { changes: { sortOrder: { from: 1, to: 2 } } }, { entityId: 'milk-tea' }),
    'Changed category milk-tea: sort order 1 → 2',
  ],
  [row('category.delete', { value: 'milk-tea', displayName: 'Milk Tea' }), 'Deleted category "Milk Tea" (milk-tea)'],
  [
    row('product.create', { name: 'Taro', category: 'milk-tea', priceReg: 350, priceLrg: 420 }),
    'Added product "Taro" to milk-tea (REG £3.50, LRG £4.20)',
  ],
  [
    row('product.update', {
      name: 'Taro',
      changes: {
        priceLrg: { from: 420, to: 450 },
        description: { from: null, to: 'Creamy' },
        image: { from: null, to: { url: 'x' } },
        calories: { from: 1, to: 2 },
      },
    }),
    'Changed product "Taro": large price £4.20 → £4.50, description none → "Creamy", image and 1 more',
  ],
  [
    row('product.sold_out', { name: 'Taro', changes: { soldOut: { from: false, to: true } } }),
    'Marked "Taro" as sold out',
  ],
  [row('product.back_in_stock', { name: 'Taro' }), 'Marked "Taro" as back in stock'],
  [row('product.delete', { name: 'Taro', category: 'milk-tea' }), 'Deleted product "Taro" (milk-tea)'],
  [
    row('promotion.create', { title: 'Buy 2 for £6.00', category: 'milk-tea', size: 'reg', active: true }),
    'Added promotion "Buy 2 for £6.00" (milk-tea - REG, active)',
  ],
  [
    row('promotion.update', {
      title: 'Buy 2',
      changes: { active: { from: true, to: false }, size: { from: 'reg', to: 'lrg' } },
    }),
    'Changed promotion "Buy 2": active yes → no, size REG → LRG',
  ],
  [
    row('promotion.delete', { title: 'Buy 2', category: 'milk-tea', size: 'lrg' }),
    'Deleted promotion "Buy 2" (milk-tea - LRG)',
  ],
  [
    row('order.confirm', { prepTime: 10, notified: true }, { entityId: ORDER }),
    'Confirmed order 1a2b3c4d (prep time 10 min), customer e-mailed',
  ],
  [row('order.confirm', { prepTime: null, notified: false }, { entityId: ORDER }), 'Confirmed order 1a2b3c4d'],
  [row('order.complete', {}, { entityId: ORDER }), 'Marked order 1a2b3c4d as completed'],
  [row('order.prep_time', { from: null, to: 5 }, { entityId: ORDER }), 'Set the prep time of order 1a2b3c4d to 5 min'],
  [
    row('order.prep_time', { from: 5, to: 15 }, { entityId: ORDER }),
    'Changed the prep time of order 1a2b3c4d from 5 min to 15 min',
  ],
  [
    row('order.refund', { amount: 700, refundId: 're_1', notified: true }, { entityId: ORDER }),
    'Refunded £7.00 on order 1a2b3c4d, customer e-mailed',
  ],
  [row('payment.test', { orderId: ORDER, amount: 100, provider: 'sandbox' }), 'Made a test payment of £1.00 (sandbox)'],
  [row('user.create', { email: 'a@pearl.example', isAdmin: true }), 'Added user a@pearl.example as an admin'],
  [
    row('user.update', { email: 'a@pearl.example', isAdmin: false }),
    'Set the password and role of a@pearl.example (staff)',
  ],
  [
    row('privacy.data_erased', { orders: 2, emails: 1 }, { entityType: 'customer_data' }),
    "Erased a customer's data on request (2 orders, 1 e-mail)",
  ],
  [row('order.ready', { notified: true }, { entityId: ORDER }), 'Marked order 1a2b3c4d as ready, customer e-mailed'],
  [row('order.recall', {}, { entityId: ORDER }), 'Recalled order 1a2b3c4d'],
  [row('order.cup_made', { cup: 2 }, { entityId: ORDER }), 'Made cup 2 of order 1a2b3c4d'],
  [row('auth.pin_switch', {}, { entityType: 'user' }), 'Switched in with their PIN'],
  [row('staff.pin', { name: 'Ada', own: false }, { entityType: 'user' }), 'Set the PIN of Ada'],
  [row('staff.pin', { name: 'Ada', own: true }, { entityType: 'user' }), 'Set their own PIN'],
  [row('device.register', { name: 'Front counter' }), 'Signed in the counter device "Front counter"'],
  [row('device.revoke', { name: 'Front counter' }), 'Revoked the counter device "Front counter"'],
  [row('device.mode', { name: 'Door', mode: 'kiosk' }), 'Made a self-order kiosk of "Door"'],
  [row('device.mode', { name: 'Door', mode: 'counter' }), 'Made a till again of "Door"'],
  [
    row('device.pin_locked', { name: 'Front counter', tries: 5 }),
    'The PIN screen of "Front counter" locked after 5 wrong PINs',
  ],
  [row('ingredient.out', { name: 'Tapioca pearls' }, { entityType: 'ingredient' }), 'Marked "Tapioca pearls" out'],
  [
    row('ingredient.back_in', { name: 'Tapioca pearls' }, { entityType: 'ingredient' }),
    'Marked "Tapioca pearls" back in',
  ],
  [
    row('ingredient.create', { name: 'Oat milk', products: 2, options: 1 }, { entityType: 'ingredient' }),
    'Added ingredient "Oat milk" (goes into 2 products, 1 option)',
  ],
  [row('ingredient.delete', { name: 'Oat milk' }, { entityType: 'ingredient' }), 'Deleted ingredient "Oat milk"'],
  [
    row('stock.set', { name: 'Cola Cubes', stock: 5, resetTo: 10 }),
    'Set the stock of "Cola Cubes" to 5, reset each morning to 10',
  ],
  [row('stock.set', { name: 'Cola Cubes', stock: null, resetTo: null }), 'Stopped counting "Cola Cubes"'],
  [row('stock.reset', { name: 'Cola Cubes', stock: 10 }), 'The morning reset set the stock of "Cola Cubes" to 10'],
];

describe('summariseAudit', () => {
  it.each(cases.map(([entry, expected]) => ({ entry, expected })))('says $expected', ({ entry, expected }) => {
    expect(summariseAudit(entry)).toBe(expected);
  });

  it('names a changed secret field without its value, and never shows the details of an unknown action', () => {
    const changed = summariseAudit(
      row('product.update', { name: 'Taro', changes: { passwordHash: { from: 'old-hash', to: 'new-hash' } } }),
    );
    expect(changed).toBe('Changed product "Taro": password hash');
    const unknown = summariseAudit(
      row('user.reset', { token: 'tok_secret', password: 'pw' }, { entityType: 'user', entityId: 'u1' }),
    );
    expect(unknown).toBe('user.reset on user u1');
  });

  it('keeps a summary to one short line', () => {
    const summary = summariseAudit(
      row('product.create', { name: `Line\nbreak ${'x'.repeat(200)}`, category: 'milk-tea' }),
    );
    expect(summary).not.toContain('\n');
    expect(summary.length).toBeLessThan(80);
  });
});
