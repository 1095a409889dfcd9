import { describe, expect, it } from 'vitest';
import {
  lineVatClass,
  normaliseVatNumber,
  perRate,
  refundOf,
  shareInProportion,
  splitVat,
  totalPerRate,
  UK_VAT_RATES,
  VAT_NUMBER_PATTERN,
  vatClassLabel,
  vatInGross,
  vatRateOn,
  type DatedVatRate,
  type VatLine,
  type VatPerRate,
} from './vat';

const STANDARD = 2000;
const REDUCED = 500;
const ZERO = 0;

/** Each rate's figures add up, and the grosses add up to what the order cost. */
function expectWhole(split: readonly VatPerRate[], paid: number) {
  for (const row of split) expect(row.netPence + row.vatPence).toBe(row.grossPence);
  expect(split.reduce((sum, row) => sum + row.grossPence, 0)).toBe(paid);
}

describe('VAT rates', () => {
  it('gives each class the rate in force on a day, from the day a rate starts', () => {
    expect(vatRateOn('standard', '2026-11-28')).toBe(2000);
    expect(vatRateOn('reduced', '2026-11-28')).toBe(500);
    expect(vatRateOn('zero', '2026-11-28')).toBe(0);
    expect(vatRateOn('standard', '2011-01-03')).toBe(1750);
    expect(vatRateOn('standard', '2011-01-04')).toBe(2000);
    expect(vatClassLabel('standard', '2026-11-28')).toBe('Standard 20%');
    expect(vatClassLabel('zero', '2026-11-28')).toBe('Zero 0%');
  });

  it('follows a change of rate from its day, leaving the days before it alone', () => {
    const table: DatedVatRate[] = [...UK_VAT_RATES, { vatClass: 'reduced', fromDay: '2027-01-01', rateBp: 1250 }];
    expect(vatRateOn('reduced', '2026-12-31', table)).toBe(500);
    expect(vatRateOn('reduced', '2027-01-01', table)).toBe(1250);
    expect(() => vatRateOn('reduced', '1990-01-01', table)).toThrow(/No reduced VAT rate/);
  });

  it('taxes a line at its dearest option class, else its product, category, then the shop default', () => {
    const base = { day: '2026-11-28', shopDefault: 'standard' as const };
    expect(
      lineVatClass({ ...base, optionClasses: ['zero', 'standard'], productClass: 'zero', categoryClass: 'zero' }),
    ).toBe('standard');
    expect(lineVatClass({ ...base, optionClasses: [null], productClass: 'reduced', categoryClass: 'zero' })).toBe(
      'reduced',
    );
    expect(lineVatClass({ ...base, optionClasses: [], productClass: null, categoryClass: 'zero' })).toBe('zero');
    expect(lineVatClass({ ...base, optionClasses: [], productClass: null, categoryClass: null })).toBe('standard');
  });
});

describe('the VAT inside a price', () => {
  it('rounds gross × rate / (10000 + rate) to the nearest penny, a refund exactly the negative', () => {
    expect(vatInGross(450, STANDARD)).toBe(75);
    expect(vatInGross(100, STANDARD)).toBe(17); // 16.67
    expect(vatInGross(3, STANDARD)).toBe(1); // 0.5 rounds up
    expect(vatInGross(-3, STANDARD)).toBe(-1);
    expect(vatInGross(210, REDUCED)).toBe(10);
    expect(vatInGross(390, ZERO)).toBe(0);
    expect(vatInGross(-450, STANDARD)).toBe(-75);
  });

  it('shares pence in proportion by largest remainder, adding up exactly', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(10, [300, 100])).toEqual([8, 2]);
    expect(shareInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(shareInProportion(7, [0, 0])).toEqual([0, 0]);
    expect(shareInProportion(1, [0, 450, 450])).toEqual([0, 1, 0]);
  });
});

interface Basket {
  name: string;
  lines: VatLine[];
  discount?: number;
  paid: number;
  expected: VatPerRate[];
}

const BASKETS: Basket[] = [
  {
    name: 'one hot drink',
    lines: [{ grossPence: 450, rateBp: STANDARD }],
    paid: 450,
    expected: [perRate(STANDARD, 450)],
  },
  {
    name: 'a milkshake (zero) and a hot drink (standard)',
    lines: [
      { grossPence: 390, rateBp: ZERO },
      { grossPence: 450, rateBp: STANDARD },
    ],
    paid: 840,
    expected: [
      { rateBp: ZERO, netPence: 390, vatPence: 0, grossPence: 390 },
      { rateBp: STANDARD, netPence: 375, vatPence: 75, grossPence: 450 },
    ],
  },
  {
    name: 'three rates, rounded once per rate rather than per line',
    lines: [
      { grossPence: 101, rateBp: STANDARD },
      { grossPence: 101, rateBp: STANDARD },
      { grossPence: 210, rateBp: REDUCED },
      { grossPence: 300, rateBp: ZERO },
    ],
    paid: 712,
    // 202 × 2000 / 12000 = 33.67: 34 once, where two lines rounded alone (16.83 → 17) would also give 34; and 210 at 5%.
    expected: [
      { rateBp: ZERO, netPence: 300, vatPence: 0, grossPence: 300 },
      { rateBp: REDUCED, netPence: 200, vatPence: 10, grossPence: 210 },
      { rateBp: STANDARD, netPence: 168, vatPence: 34, grossPence: 202 },
    ],
  },
  {
    name: 'a bundle across rates: its discount already shared on its lines',
    // Two drinks for £7 from £3.90 (zero) + £4.50 (standard): the bundle's £1.40 shared 65/75 by the pricing.
    lines: [
      { grossPence: 390 - 65, rateBp: ZERO },
      { grossPence: 450 - 75, rateBp: STANDARD },
    ],
    paid: 700,
    expected: [
      { rateBp: ZERO, netPence: 325, vatPence: 0, grossPence: 325 },
      { rateBp: STANDARD, netPence: 312, vatPence: 63, grossPence: 375 },
    ],
  },
  {
    name: 'an order discount spread over its lines in proportion',
    lines: [
      { grossPence: 300, rateBp: ZERO },
      { grossPence: 100, rateBp: STANDARD },
    ],
    discount: 101,
    paid: 299,
    // 101 × 3/4 = 75.75 and 25.25: floors 75 and 25, the penny left to the larger remainder (the zero line).
    expected: [
      { rateBp: ZERO, netPence: 224, vatPence: 0, grossPence: 224 },
      { rateBp: STANDARD, netPence: 62, vatPence: 13, grossPence: 75 },
    ],
  },
  {
    name: 'a free drink: its line is 0 gross and leaves its rate out when nothing else is at it',
    lines: [
      { grossPence: 0, rateBp: ZERO },
      { grossPence: 450, rateBp: STANDARD },
    ],
    paid: 450,
    expected: [perRate(STANDARD, 450)],
  },
  {
    name: 'an order made free altogether',
    lines: [{ grossPence: 0, rateBp: STANDARD }],
    paid: 0,
    expected: [],
  },
  {
    name: 'a discount larger than the order is held at what it cost',
    lines: [{ grossPence: 200, rateBp: STANDARD }],
    discount: 500,
    paid: 0,
    expected: [],
  },
];

describe('splitVat on a table of baskets', () => {
  it.each(BASKETS)('$name', ({ lines, discount, paid, expected }) => {
    const split = splitVat(lines, discount ?? 0);
    expect(split).toEqual(expected);
    expectWhole(split, paid);
  });

  it('sums to the penny on many awkward baskets', () => {
    const rates = [STANDARD, REDUCED, ZERO];
    for (let seed = 1; seed <= 500; seed++) {
      const lines = Array.from({ length: (seed % 5) + 1 }, (_, i) => ({
        grossPence: ((seed * 7919 + i * 104729) % 997) + 1,
        rateBp: rates[(seed + i) % 3]!,
      }));
      const cost = lines.reduce((sum, line) => sum + line.grossPence, 0);
      const discount = (seed * 31) % cost;
      expectWhole(splitVat(lines, discount), cost - discount);
    }
  });

  it('gives a refund back as the sale negated, so a sale and its refund net to nothing', () => {
    const sale = splitVat([
      { grossPence: 390, rateBp: ZERO },
      { grossPence: 455, rateBp: STANDARD },
    ]);
    const refund = refundOf(sale);
    expect(refund).toEqual([
      { rateBp: ZERO, netPence: -390, vatPence: 0, grossPence: -390 },
      { rateBp: STANDARD, netPence: -379, vatPence: -76, grossPence: -455 },
    ]);
    expect(totalPerRate([...sale, ...refund]).map((row) => row.grossPence + row.vatPence + row.netPence)).toEqual([
      0, 0,
    ]);
  });

  it('keeps each order at the rate of its day when the rate changes between two orders', () => {
    const table: DatedVatRate[] = [...UK_VAT_RATES, { vatClass: 'standard', fromDay: '2027-01-01', rateBp: 2500 }];
    const before = splitVat([{ grossPence: 450, rateBp: vatRateOn('standard', '2026-12-31', table) }]);
    const after = splitVat([{ grossPence: 450, rateBp: vatRateOn('standard', '2027-01-01', table) }]);
    expect(before).toEqual([{ rateBp: 2000, netPence: 375, vatPence: 75, grossPence: 450 }]);
    expect(after).toEqual([{ rateBp: 2500, netPence: 360, vatPence: 90, grossPence: 450 }]);
    // A day's totals keep the two rates apart.
    expect(totalPerRate([...before, ...after]).map((row) => row.rateBp)).toEqual([2000, 2500]);
  });
});

describe('the VAT number', () => {
  it('is GB and 9 or 12 digits, typed with or without spaces', () => {
    expect(VAT_NUMBER_PATTERN.test(normaliseVatNumber('gb 123 4567 89'))).toBe(true);
    expect(VAT_NUMBER_PATTERN.test(normaliseVatNumber('GB123456789012'))).toBe(true);
    expect(VAT_NUMBER_PATTERN.test(normaliseVatNumber('GB12345678'))).toBe(false);
    expect(VAT_NUMBER_PATTERN.test(normaliseVatNumber('FR123456789'))).toBe(false);
  });
});
