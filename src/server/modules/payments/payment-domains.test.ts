import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paymentsStatus, stripeMode, walletStatuses } from './payment-domains';

describe('payment method domains', () => {
  it('reads live or test mode from the secret key', () => {
    expect(stripeMode('sk_live_abc')).toBe('live');
    expect(stripeMode('rk_live_abc')).toBe('live');
    expect(stripeMode('sk_test_abc')).toBe('test');
  });

  it('says why a wallet is inactive, as Stripe said it', () => {
    const domain = {
      enabled: true,
      apple_pay: { status: 'inactive', status_details: { error_message: 'The file was not found.' } },
      google_pay: { status: 'active' },
      link: { status: 'active' },
    } as unknown as Stripe.PaymentMethodDomain;
    expect(walletStatuses(domain)).toEqual([
      { wallet: 'Apple Pay', status: 'inactive', message: 'The file was not found.' },
      { wallet: 'Google Pay', status: 'active', message: null },
      { wallet: 'Link', status: 'active', message: null },
    ]);
  });

  it('needs no domain in the sandbox', async () => {
    expect(await paymentsStatus({ publicUrl: 'https://pearl.example', stripe: undefined })).toEqual({
      provider: 'sandbox',
      mode: 'test',
      domain: 'pearl.example',
      wallets: [{ wallet: 'Test wallet', status: 'active', message: 'The sandbox needs no registered domain.' }],
    });
  });
});
