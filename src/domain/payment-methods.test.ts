import { describe, expect, it } from 'vitest';
import { cardDetail, closedDisputeStatus, disputeReasonText, paymentMethodLabel } from './payment-methods';

describe('payment methods', () => {
  it('names a card by its brand and last four', () => {
    expect(cardDetail('visa', '4242')).toBe('Visa •••• 4242');
    expect(cardDetail('amex', '0005')).toBe('American Express •••• 0005');
    expect(cardDetail('newbrand', '1234')).toBe('Newbrand •••• 1234');
    expect(cardDetail(null, '1234')).toBe('Card •••• 1234');
    expect(cardDetail('visa', 'abcd')).toBeNull();
    expect(cardDetail('visa', null)).toBeNull();
  });

  it('labels each kind, with the card behind a wallet when known', () => {
    expect(paymentMethodLabel({ kind: 'card', detail: 'Visa •••• 4242' })).toBe('Visa •••• 4242');
    expect(paymentMethodLabel({ kind: 'card', detail: null })).toBe('Card');
    expect(paymentMethodLabel({ kind: 'apple_pay', detail: 'Visa •••• 4242' })).toBe('Apple Pay (Visa •••• 4242)');
    expect(paymentMethodLabel({ kind: 'test_wallet', detail: null })).toBe('Test wallet');
  });

  it('reads a closed dispute as won or lost', () => {
    expect(closedDisputeStatus('won')).toBe('won');
    expect(closedDisputeStatus('warning_closed')).toBe('won');
    expect(closedDisputeStatus('lost')).toBe('lost');
    expect(closedDisputeStatus('under_review')).toBeNull();
  });

  it('says a dispute reason in words', () => {
    expect(disputeReasonText('product_not_received')).toBe('Product not received');
    expect(disputeReasonText(null)).toBe('No reason given');
  });
});
