import { describe, expect, it } from 'vitest';
import { CSV_BOM } from './csv';
import { rangeInstants } from './report-range';
import { salesExportCsv, type ExportOrder } from './sales-export';

const order = (overrides: Partial<ExportOrder>): ExportOrder => ({
  id: '0a1b2c3d-0000-4000-8000-000000000000',
  createdAt: new Date('2026-10-25T23:28:00Z'),
  paidAt: new Date('2026-10-25T23:30:00Z'),
  pickupAt: null,
  pickupAsap: false,
  refundedAt: null,
  customerName: 'Zoë Smith',
  customerEmail: 'zoe@example.com',
  subtotal: 820,
  discount: 0,
  freeDrink: 0,
  totalAmount: 820,
  paymentStatus: 'paid',
  status: 'completed',
  lines: [
    { name: 'Taro Milk Tea', size: 'lrg', quantity: 1, options: [{ name: 'Less sugar' }, { name: 'Pearls' }] },
    { name: 'Classic Milk Tea', size: 'reg', quantity: 1, options: [] },
  ],
  ...overrides,
});

describe('salesExportCsv', () => {
  it('writes one row per order in London time, with its items, and the money where the report counts it', () => {
    const range = rangeInstants({ from: '2026-10-25', to: '2026-10-25' });
    const text = salesExportCsv(
      [
        order({ paymentMethod: { kind: 'apple_pay', detail: 'Visa •••• 4242' }, dayNumber: 7 }),
        // Paid the day before (BST), refunded in the range after the clocks went back (GMT): only its refund counts here.
        order({
          id: '99999999-0000-4000-8000-000000000000',
          paidAt: new Date('2026-10-24T12:00:00Z'),
          createdAt: new Date('2026-10-24T11:59:00Z'),
          refundedAt: new Date('2026-10-25T09:00:00Z'),
          pickupAt: new Date('2026-10-24T12:15:00Z'),
          paymentStatus: 'refunded',
          status: 'refunded',
          subtotal: 350,
          totalAmount: 350,
          customerName: 'Ann, "the regular"',
          lines: [{ name: 'Classic Milk Tea', size: 'reg', quantity: 1, options: [] }],
        }),
      ],
      range,
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Order number,Created,Paid,Pickup,Customer name,Customer email,Items,Subtotal (£),Discount (£),Free drink (£),Total (£),Refunded,Refund (£),Status,Payment method,Day number,Channel',
      '0a1b2c3d,2026-10-25 23:28,2026-10-25 23:30,,Zoë Smith,zoe@example.com,1 × Taro Milk Tea (Large; Less sugar · Pearls); 1 × Classic Milk Tea (Regular),8.20,0.00,0.00,8.20,,,Completed,Apple Pay (Visa •••• 4242),#7,online',
      '99999999,2026-10-24 12:59,2026-10-24 13:00,2026-10-24 13:15,"Ann, ""the regular""",zoe@example.com,1 × Classic Milk Tea (Regular),,,,,2026-10-25 09:00,3.50,Refunded,,,online',
      '',
    ]);
  });

  it('appends the VAT columns after the others when asked: the sale where it was paid, the refund where it was made', () => {
    const range = rangeInstants({ from: '2026-10-25', to: '2026-10-25' });
    const vat = [
      { kind: 'sale' as const, vatClass: 'zero' as const, netPence: 450, vatPence: 0 },
      { kind: 'sale' as const, vatClass: 'standard' as const, netPence: 300, vatPence: 60 },
      { kind: 'refund' as const, vatClass: 'zero' as const, netPence: -450, vatPence: 0 },
      { kind: 'refund' as const, vatClass: 'standard' as const, netPence: -300, vatPence: -60 },
    ];
    const soldHere = order({ vat: vat.slice(0, 2) });
    const refundedHere = order({
      paidAt: new Date('2026-10-24T12:00:00Z'),
      refundedAt: new Date('2026-10-25T09:00:00Z'),
      vat,
    });
    const [header, sold, refunded] = salesExportCsv([soldHere, refundedHere], range, true).slice(1).split('\r\n');
    expect(header).toBe(
      salesExportCsv([], range).slice(1, -2) +
        ',Net (£),VAT (£),Standard net (£),Standard VAT (£),Reduced net (£),Reduced VAT (£),Zero-rated net (£),Refund net (£),Refund VAT (£)',
    );
    expect(sold!.split(',').slice(-9)).toEqual(['7.50', '0.60', '3.00', '0.60', '0.00', '0.00', '4.50', '', '']);
    expect(refunded!.split(',').slice(-9)).toEqual(['', '', '', '', '', '', '', '7.50', '0.60']);
    // Without a VAT number, the file is as it always was.
    expect(salesExportCsv([soldHere], range)).toBe(salesExportCsv([order({})], range));
  });

  it('says ASAP for an order to collect as soon as possible, not the estimate it was taken with', () => {
    const range = rangeInstants({ from: '2026-10-25', to: '2026-10-25' });
    const asap = order({ pickupAsap: true, pickupAt: new Date('2026-10-25T23:40:00Z') });
    const slot = order({ pickupAsap: false, pickupAt: new Date('2026-10-25T23:45:00Z') });
    const [, asapRow, slotRow] = salesExportCsv([asap, slot], range).slice(1).split('\r\n');
    expect(asapRow?.split(',')[3]).toBe('ASAP');
    expect(slotRow?.split(',')[3]).toBe('2026-10-25 23:45');
  });
});
