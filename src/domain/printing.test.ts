import { describe, expect, it } from 'vitest';
import { cupLabels, jobAsText, jobsFor, orderTicket, type PrintedOrder } from './printing';

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
      hasAllergens: true,
    },
    {
      name: 'Sherbet Lemons',
      size: 'reg',
      quantity: 1,
      options: [],
      lineSubtotal: 150,
      discount: 0,
      hasAllergens: false,
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
      allergens: true,
    });
  });

  it('prints the start of the id for an order without a number for the day', () => {
    expect(cupLabels({ ...order, dayNumber: null }, NOW)[0]!.orderNumber).toBe('abcdef12');
    expect(jobAsText(orderTicket({ ...order, dayNumber: null }, NOW), 58)).toContain('ORDER #abcdef12');
  });

  it('says ASAP for an order wanted as soon as possible', () => {
    expect(cupLabels({ ...order, pickupAsap: true }, NOW)[0]!.pickup).toBe('ASAP');
  });

  it('reads as text with every fact on its own line, and the allergen mark', () => {
    const text = jobAsText(cupLabels(order, NOW)[1]!, 58);
    expect(text.split('\n')).toEqual([
      '#12   2/3',
      'Ann',
      'Taro Milk Tea (LRG)',
      '25% sugar',
      'Less ice',
      'Tapioca pearls',
      'Pickup: 11:15',
      '! Contains allergens',
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
    expect(text.split('\n').every((row) => row.length <= 32)).toBe(true);
  });

  it('puts a long line’s amount on a line of its own rather than past the paper’s edge', () => {
    const long = { ...order.lines[1]!, name: 'Traditional Rhubarb and Custard Boiled Sweets' };
    const text = jobAsText(orderTicket({ ...order, lines: [long] }, NOW), 58);
    expect(text.split('\n').every((row) => row.length <= 32)).toBe(true);
    expect(text).toMatch(/^ +£1\.50$/m);
  });
});

describe('what each printer gets', () => {
  it('gives a label printer the labels, a ticket printer the ticket, and a printer for both all of them', () => {
    expect(jobsFor('labels', order, NOW).map((job) => job.kind)).toEqual(['label', 'label', 'label']);
    expect(jobsFor('tickets', order, NOW).map((job) => job.kind)).toEqual(['ticket']);
    expect(jobsFor('both', order, NOW)).toHaveLength(4);
  });
});
