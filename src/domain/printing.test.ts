import { describe, expect, it } from 'vitest';
import {
  cupLabels,
  isDrink,
  jobAsText,
  jobsFor,
  orderTicket,
  testPage,
  withCustomer,
  type PrintedOrder,
} from './printing';

const NOW = new Date('2026-11-26T10:00:00Z');
const order: PrintedOrder = {
  id: 'abcdef12-3456-4789-8abc-def012345678',
  dayNumber: 12,
  customerName: '  Ann   Example ',
  totalAmount: 1530,
  pickupAsap: false,
  pickupAt: new Date('2026-11-26T11:15:00Z'),
  isTestPayment: false,
  lines: [
    {
      name: 'Taro Milk Tea',
      size: 'lrg',
      quantity: 3,
      options: [
        { groupId: 'sugar', name: '25% sugar' },
        { groupId: 'ice', name: 'Less ice' },
        { groupId: 'toppings', name: 'Tapioca pearls' },
      ],
      lineSubtotal: 1380,
      discount: 0,
      isDrink: true,
      allergens: ['milk'],
    },
    {
      name: 'Sherbet Lemons',
      size: 'reg',
      quantity: 1,
      options: [],
      lineSubtotal: 150,
      discount: 0,
      isDrink: false,
      allergens: ['milk', 'soya'],
    },
  ],
};

describe('cup labels', () => {
  it('makes one label per cup, numbered across the order, and none for sweets', () => {
    const labels = cupLabels(order, NOW);
    expect(labels.map((label) => label.cup)).toEqual(['1/3', '2/3', '3/3']);
    expect(labels[0]).toMatchObject({
      orderNumber: '12',
      firstName: 'Ann',
      drink: 'Taro Milk Tea',
      size: 'lrg',
      options: ['25% sugar', 'Less ice', 'Tapioca pearls'],
      pickup: '11:15',
      allergens: ['Milk'],
    });
  });

  it('prints the start of the id for an order without a number for the day', () => {
    expect(cupLabels({ ...order, dayNumber: null }, NOW)[0]!.orderNumber).toBe('abcdef12');
    expect(jobAsText(orderTicket({ ...order, dayNumber: null }, NOW), 58)).toContain('ORDER #abcdef12');
  });

  it('labels a drink with no options chosen, so a plain milkshake is a cup: 1/3, 2/3, 3/3', () => {
    const milkshake = { ...order.lines[0]!, name: 'Oreo Milkshake', quantity: 1, options: [], allergens: [] };
    const labels = cupLabels(
      { ...order, lines: [{ ...order.lines[0]!, quantity: 2 }, milkshake, order.lines[1]!] },
      NOW,
    );
    expect(labels.map((label) => [label.drink, label.cup])).toEqual([
      ['Taro Milk Tea', '1/3'],
      ['Taro Milk Tea', '2/3'],
      ['Oreo Milkshake', '3/3'],
    ]);
  });

  it('names the allergens of the drink as made, short enough for a 58 mm label, in the FSA’s order', () => {
    const made = {
      ...order.lines[0]!,
      quantity: 1,
      allergens: ['sulphites', 'soya', 'gluten', 'milk', 'sesame', 'tree-nuts'] as const,
    };
    const [label] = cupLabels({ ...order, lines: [made] }, NOW);
    expect(label!.allergens).toEqual(['Gluten', 'Milk', 'Tree nuts', 'Sesame', 'Soya', 'Sulphites']);
    const rows = jobAsText(label!, 58).split('\n');
    expect(rows.every((row) => row.length <= 32)).toBe(true);
    expect(rows.join(' ')).toContain('Allergens: Gluten, Milk, Tree nuts, Sesame, Soya, Sulphites');
  });

  it('still warns on a label queued before allergens were named', () => {
    const [label] = cupLabels(order, NOW);
    expect(jobAsText({ ...label!, allergens: true as unknown as string[] }, 58)).toContain('! Contains allergens');
  });

  it('says ASAP for an order wanted as soon as possible', () => {
    expect(cupLabels({ ...order, pickupAsap: true }, NOW)[0]!.pickup).toBe('ASAP');
  });

  it('reads as text with every fact on its own line, and the allergens by name', () => {
    const text = jobAsText(cupLabels(order, NOW)[1]!, 58);
    expect(text.split('\n')).toEqual([
      '#12   2/3',
      'Ann',
      'Taro Milk Tea (LRG)',
      '25% sugar',
      'Less ice',
      'Tapioca pearls',
      'Pickup: 11:15',
      'Allergens: Milk',
      '',
    ]);
  });
});

describe('order tickets', () => {
  it('lists every line, sweets included, with the total, the pickup time and a Test mark for sandbox payments', () => {
    const ticket = orderTicket({ ...order, isTestPayment: true }, NOW);
    const text = jobAsText(ticket, 58);
    expect(text).toContain('*** TEST ***');
    expect(text).toContain('ORDER #12');
    expect(text).toContain('Pickup: 11:15');
    expect(text).toMatch(/^3 x Taro Milk Tea \(LRG\) +£13\.80$/m);
    expect(text).toMatch(/^1 x Sherbet Lemons \(REG\) +£1\.50$/m);
    expect(text).toMatch(/^Total +£15\.30$/m);
    expect(text).toMatch(/^1 x Sherbet Lemons \(REG\) +£1\.50\n {3}Allergens: Milk, Soya$/m);
    expect(text.split('\n').every((row) => row.length <= 32)).toBe(true);
  });

  it('prints the VAT number and each rate’s net, VAT and gross under the total only when the shop is registered', () => {
    expect(jobAsText(orderTicket(order, NOW), 58)).not.toContain('VAT');
    const vat = {
      vatNumber: 'GB123456789',
      rates: [
        { rateBp: 0, netPence: 150, vatPence: 0, grossPence: 150 },
        { rateBp: 2000, netPence: 1150, vatPence: 230, grossPence: 1380 },
      ],
    };
    const rows = jobAsText(orderTicket({ ...order, vat }, NOW), 58).split('\n');
    const total = rows.findIndex((row) => row.startsWith('Total'));
    expect(rows.slice(total + 1).join(' ')).toBe(
      'VAT number GB123456789 VAT 20%: net £11.50 VAT £2.30 gross £13.80 VAT 0%: net £1.50 VAT £0.00 gross £1.50 ',
    );
    expect(rows.every((row) => row.length <= 32)).toBe(true);
  });

  it('puts a long line’s amount on a line of its own rather than past the paper’s edge', () => {
    const long = { ...order.lines[1]!, name: 'Traditional Rhubarb and Custard Boiled Sweets' };
    const text = jobAsText(orderTicket({ ...order, lines: [long] }, NOW), 58);
    expect(text.split('\n').every((row) => row.length <= 32)).toBe(true);
    expect(text).toMatch(/^ +£1\.50$/m);
  });
});

describe('what is a drink', () => {
  const links = {
    categoryGroups: [
      { category: 'milk-tea', groupId: 'sugar' },
      { category: 'milkshakes', groupId: 'toppings' },
    ],
    productGroups: [{ productId: 'AAAA-1', groupId: 'toppings', mode: 'add' as const }],
  };

  it('is every product of a category that offers drink options, whether or not any was chosen', () => {
    expect(isDrink({ id: 'p1', category: 'milkshakes' }, links)).toBe(true);
    expect(isDrink({ id: null, category: 'milk-tea' }, links)).toBe(true);
  });

  it('is not a product of a category offering none (sweets), unless the product adds a group of its own', () => {
    expect(isDrink({ id: 'p2', category: 'english-sweets' }, links)).toBe(false);
    expect(isDrink({ id: 'aaaa-1', category: 'english-sweets' }, links)).toBe(true);
    expect(isDrink({ id: null, category: 'english-sweets' }, links)).toBe(false);
  });
});

describe('what each printer gets', () => {
  it('gives a label printer the labels, a ticket printer the ticket, and a printer for both all of them', () => {
    expect(jobsFor('labels', order, NOW).map((job) => job.kind)).toEqual(['label', 'label', 'label']);
    expect(jobsFor('tickets', order, NOW).map((job) => job.kind)).toEqual(['ticket']);
    expect(jobsFor('both', order, NOW)).toHaveLength(4);
  });
});

describe('a printer’s test page', () => {
  it('is a label on a label printer and a ticket on any other, with the shop’s name and the shop’s time', () => {
    // 14:05:09 in London in summer is 13:05:09 UTC.
    const at = new Date('2026-07-01T13:05:09Z');
    expect(testPage({ name: 'Counter labels', jobs: 'labels' }, at)).toEqual({
      kind: 'test',
      paper: 'label',
      shop: 'Pearl Bubble Tea',
      printer: 'Counter labels',
      time: '1 Jul 2026, 14:05:09',
    });
    expect(testPage({ name: 'Till', jobs: 'tickets' }, at).paper).toBe('ticket');
    expect(testPage({ name: 'Both', jobs: 'both' }, at).paper).toBe('ticket');
  });

  it('reads as text, a ticket saying what it proves; no customer is ever written on it', () => {
    const label = testPage({ name: 'Counter labels', jobs: 'labels' }, NOW);
    expect(jobAsText(label, 58)).toBe('TEST PAGE\nPearl Bubble Tea\nCounter labels\n26 Nov 2026, 10:00:00\n');
    const ticket = testPage({ name: 'Till', jobs: 'tickets' }, NOW);
    expect(jobAsText(ticket, 58).split('\n')).toEqual([
      '*** TEST PAGE ***',
      'Pearl Bubble Tea',
      'Till',
      '26 Nov 2026, 10:00:00',
      '-'.repeat(32),
      'Ready for orders.',
      '',
    ]);
    expect(withCustomer(ticket, 'Ann Example')).toEqual(ticket);
  });
});
