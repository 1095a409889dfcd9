import { describe, expect, it } from 'vitest';
import { normaliseEvent } from './normalise-event';

const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', type, data: { object } });
const charge = (details: unknown) => ({
  id: 'ch_1',
  amount: 500,
  payment_intent: 'pi_1',
  payment_method_details: details,
});

describe('normaliseEvent: charges and disputes', () => {
  it.each([
    [
      { type: 'card', card: { brand: 'visa', last4: '4242', wallet: null } },
      { kind: 'card', detail: 'Visa •••• 4242' },
    ],
    [
      { type: 'card', card: { brand: 'mastercard', last4: '4444', wallet: { type: 'google_pay' } } },
      { kind: 'google_pay', detail: 'Mastercard •••• 4444' },
    ],
    [
      { type: 'card', card: { brand: 'visa', last4: '0000', wallet: { type: 'apple_pay' } } },
      { kind: 'apple_pay', detail: 'Visa •••• 0000' },
    ],
    [
      { type: 'link', link: {} },
      { kind: 'link', detail: null },
    ],
    [{ type: 'test_wallet' }, { kind: 'test_wallet', detail: null }],
    [
      { type: 'card_present', card_present: { brand: 'visa', last4: '4242' } },
      { kind: 'card', detail: 'Visa •••• 4242' },
    ],
  ])('reads how a charge was paid: %j', (details, method) => {
    const normalised = normaliseEvent('stripe', event('charge.succeeded', charge(details)));
    expect(normalised).toMatchObject({ kind: 'payment_method', paymentIntentId: 'pi_1', paymentMethod: method });
  });

  it('ignores a charge paid by a method Pearl does not name', () => {
    expect(normaliseEvent('stripe', event('charge.succeeded', charge({ type: 'bacs_debit' }))).kind).toBe('ignored');
  });

  it('reads a dispute by its payment intent, with its reason, due date and outcome', () => {
    const dispute = {
      id: 'du_1',
      payment_intent: 'pi_1',
      amount: 500,
      reason: 'fraudulent',
      status: 'needs_response',
      evidence_details: { due_by: 1_800_000_000 },
      // A dispute's metadata is its own, not the payment's: never taken for the order.
      metadata: { orderId: '00000000-0000-4000-8000-000000000000' },
    };
    expect(normaliseEvent('stripe', event('charge.dispute.created', dispute))).toMatchObject({
      kind: 'dispute_opened',
      orderId: null,
      paymentIntentId: 'pi_1',
      dispute: { status: 'open', reason: 'fraudulent', evidenceDueBy: new Date(1_800_000_000_000) },
    });
    expect(normaliseEvent('stripe', event('charge.dispute.closed', { ...dispute, status: 'won' }))).toMatchObject({
      kind: 'dispute_closed',
      dispute: { status: 'won' },
    });
    expect(normaliseEvent('stripe', event('charge.dispute.closed', { ...dispute, status: 'under_review' })).kind).toBe(
      'ignored',
    );
  });
});
