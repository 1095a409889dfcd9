import { describe, expect, it } from 'vitest';
import { buildZReport, cashCount, cashVerdict, vatByRate, zMethodOf, type DayTakings } from './day-close';
import { cashVerdictText, zReportText } from './day-close-text';

/**
 * A day worked out by hand:
 * - online: 2 card orders £12.00 (gross £13.00, £1.00 off by a deal), 1 Apple Pay £4.50, 1 free drink (£3.50 off:
 *   gross £3.50, took £0.00);
 * - counter: 3 cash orders £10.40, 1 card £3.90; kiosk: 1 Google Pay £5.00, 1 order with no method £2.00;
 * - refunds made today: a cash order of £3.50 (paid yesterday) and a card order of £4.00.
 * Takings £37.80 (gross £42.30 less £1.00 discounts and £3.50 free drinks), refunds £7.50, net £30.30.
 */
const day: DayTakings = {
  sales: [
    {
      channel: 'online',
      method: 'card',
      orders: 2,
      takings: 1200,
      grossSales: 1300,
      discounts: 100,
      freeDrinks: 0,
      freeDrinksCost: 0,
    },
    {
      channel: 'online',
      method: 'apple_pay',
      orders: 1,
      takings: 450,
      grossSales: 450,
      discounts: 0,
      freeDrinks: 0,
      freeDrinksCost: 0,
    },
    {
      channel: 'online',
      method: 'free',
      orders: 1,
      takings: 0,
      grossSales: 350,
      discounts: 0,
      freeDrinks: 1,
      freeDrinksCost: 350,
    },
    {
      channel: 'counter',
      method: 'cash',
      orders: 3,
      takings: 1040,
      grossSales: 1040,
      discounts: 0,
      freeDrinks: 0,
      freeDrinksCost: 0,
    },
    {
      channel: 'counter',
      method: 'card',
      orders: 1,
      takings: 390,
      grossSales: 390,
      discounts: 0,
      freeDrinks: 0,
      freeDrinksCost: 0,
    },
    {
      channel: 'kiosk',
      method: 'google_pay',
      orders: 1,
      takings: 500,
      grossSales: 500,
      discounts: 0,
      freeDrinks: 0,
      freeDrinksCost: 0,
    },
    {
      channel: 'kiosk',
      method: null,
      orders: 1,
      takings: 200,
      grossSales: 200,
      discounts: 0,
      freeDrinks: 0,
      freeDrinksCost: 0,
    },
  ],
  refunds: [
    { method: 'cash', count: 1, amount: 350 },
    { method: 'card', count: 1, amount: 400 },
  ],
};

describe('the Z report', () => {
  const report = buildZReport({ day: '2026-11-23', takings: day, vat: null, floatPence: 10_000, counted: 16_050 });

  it('adds up orders, gross sales, discounts, free drinks, takings, refunds and net takings', () => {
    expect(report).toMatchObject({
      orders: 10,
      grossSales: 4230,
      discounts: 100,
      freeDrinks: 1,
      freeDrinksCost: 350,
      takings: 3780,
      refunds: { count: 2, amount: 750 },
      netTakings: 3030,
    });
    expect(report.grossSales - report.discounts - report.freeDrinksCost).toBe(report.takings);
  });

  it('groups takings by channel (all three listed) and by method (wallets together, refunds by method)', () => {
    expect(report.byChannel).toEqual([
      { channel: 'online', orders: 4, takings: 1650 },
      { channel: 'counter', orders: 4, takings: 1430 },
      { channel: 'kiosk', orders: 2, takings: 700 },
    ]);
    expect(report.byMethod).toEqual([
      { method: 'card', orders: 3, takings: 1590, refunds: 400 },
      { method: 'wallet', orders: 2, takings: 950, refunds: 0 },
      { method: 'cash', orders: 3, takings: 1040, refunds: 350 },
      { method: 'free', orders: 1, takings: 0, refunds: 0 },
      { method: 'not_recorded', orders: 1, takings: 200, refunds: 0 },
    ]);
    const sum = (rows: { takings: number }[]) => rows.reduce((total, row) => total + row.takings, 0);
    expect(sum(report.byChannel)).toBe(report.takings);
    expect(sum(report.byMethod)).toBe(report.takings);
  });

  it('counts the cash: float £100 + taken £10.40 − refunded £3.50 = £106.90 expected; £160.50 counted is over by £53.60', () => {
    expect(report.cash).toEqual({
      floatPence: 10_000,
      cashTaken: 1040,
      cashRefunded: 350,
      expected: 10_690,
      counted: 16_050,
      difference: 5360,
    });
  });

  it('leaves Not recorded out on a day where every order has its method, and shows no VAT without a VAT number', () => {
    const quiet = buildZReport({
      day: '2026-11-24',
      takings: { sales: [], refunds: [] },
      vat: null,
      floatPence: 0,
      counted: null,
    });
    expect(quiet.byMethod.map((row) => row.method)).toEqual(['card', 'wallet', 'cash', 'free']);
    expect(quiet.vat).toBeNull();
    expect(quiet.cash).toMatchObject({ expected: 0, counted: null, difference: null });
    expect(zReportText(quiet, 'Closed by Sam at 22:05')).not.toMatch(/VAT/);
  });

  it('sums the VAT module’s rows (a refund is a negative row) into one row per rate, lowest rate first', () => {
    const withVat = buildZReport({
      day: '2026-11-23',
      takings: day,
      vat: [
        { rateBp: 2000, netPence: 1000, vatPence: 200, grossPence: 1200 },
        { rateBp: 0, netPence: 450, vatPence: 0, grossPence: 450 },
        { rateBp: 2000, netPence: -292, vatPence: -58, grossPence: -350 },
      ],
      floatPence: 0,
      counted: null,
    });
    expect(withVat.vat).toEqual({
      rows: [
        { rateBp: 0, netPence: 450, vatPence: 0, grossPence: 450 },
        { rateBp: 2000, netPence: 708, vatPence: 142, grossPence: 850 },
      ],
      total: { netPence: 1158, vatPence: 142, grossPence: 1300 },
    });
    expect(zReportText(withVat, 'Closed by Sam at 22:05')).toContain('20%: £7.08, £1.42, £8.50');
  });
});

describe('the cash count', () => {
  it('says over, short or exact', () => {
    expect(cashCount(5000, 1200, 0, 6100).difference).toBe(-100);
    expect(cashVerdict(-100)).toBe('short');
    expect(cashVerdict(20)).toBe('over');
    expect(cashVerdict(0)).toBe('exact');
    expect(cashVerdict(null)).toBeNull();
    expect(cashVerdictText(-150)).toBe('Short by £1.50');
    expect(cashVerdictText(120)).toBe('Over by £1.20');
    expect(cashVerdictText(0)).toBe('Exact');
    expect(cashVerdictText(null)).toBe('Not counted');
  });
});

describe('payment methods on the Z report', () => {
  it('puts every wallet under Wallet and a missing method under Not recorded', () => {
    expect(['apple_pay', 'google_pay', 'link', 'test_wallet'].map((kind) => zMethodOf(kind as never))).toEqual([
      'wallet',
      'wallet',
      'wallet',
      'wallet',
    ]);
    expect([zMethodOf('card'), zMethodOf('cash'), zMethodOf('free'), zMethodOf(null)]).toEqual([
      'card',
      'cash',
      'free',
      'not_recorded',
    ]);
  });

  it('sums nothing into zeros', () => {
    expect(vatByRate([])).toEqual({ rows: [], total: { netPence: 0, vatPence: 0, grossPence: 0 } });
  });
});
