/**
 * The shop's domain at Stripe's payment method domains API: Apple Pay shows its button only on a domain registered
 * there, and Google Pay and Link report theirs too. `npm run stripe:domains` registers the host of PUBLIC_URL (or asks
 * Stripe to check it again when it is registered already); the admin's Payments section reads each wallet's status.
 * The sandbox needs no domain: its Test wallet works anywhere.
 */
import type { PaymentsStatusAnswer } from '@domain/contracts/payments';
import type Stripe from 'stripe';
import type { Config } from '../../env';
import { createStripeClient, type StripeSettings } from './stripe-provider';

/** The wallets whose buttons depend on the domain, as Stripe's PaymentMethodDomain names them. */
const DOMAIN_WALLETS = [
  ['apple_pay', 'Apple Pay'],
  ['google_pay', 'Google Pay'],
  ['link', 'Link'],
] as const;

type Wallets = PaymentsStatusAnswer['wallets'];

/** Each wallet's status on the domain (not registered when there is none). */
export function walletStatuses(domain: Stripe.PaymentMethodDomain | null): Wallets {
  return DOMAIN_WALLETS.map(([key, wallet]) => {
    if (!domain) return { wallet, status: 'not_registered' as const, message: 'Run npm run stripe:domains.' };
    const state = domain[key];
    return {
      wallet,
      status: state.status === 'active' && domain.enabled ? ('active' as const) : ('inactive' as const),
      message: state.status_details?.error_message ?? null,
    };
  });
}

async function findDomain(stripe: Stripe, host: string): Promise<Stripe.PaymentMethodDomain | null> {
  const list = await stripe.paymentMethodDomains.list({ domain_name: host, limit: 1 });
  return list.data[0] ?? null;
}

/** Registers the host at Stripe, or has Stripe check a registered one again; each wallet's status after. */
export async function registerPaymentDomain(
  settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>,
  host: string,
): Promise<Wallets> {
  const stripe = createStripeClient(settings);
  const existing = await findDomain(stripe, host);
  const domain = existing
    ? await stripe.paymentMethodDomains.validate(existing.id)
    : await stripe.paymentMethodDomains.create({ domain_name: host }, { idempotencyKey: `pearl-domain-${host}` });
  return walletStatuses(domain);
}

/** The host of PUBLIC_URL: the domain the wallets' buttons are shown on. */
export const shopHost = (config: Pick<Config, 'publicUrl'>) => new URL(config.publicUrl).hostname;

/** A secret key says which mode Stripe runs in: sk_live_ (or a restricted rk_live_) is live. */
export const stripeMode = (secretKey: string): 'live' | 'test' => (/^[sr]k_live_/.test(secretKey) ? 'live' : 'test');

/** What the admin's Payments section shows: the provider, live or test, and each wallet's domain status. */
export async function paymentsStatus(
  config: Pick<Config, 'publicUrl' | 'stripe'>,
): Promise<Omit<PaymentsStatusAnswer, 'publicUrlWarning'>> {
  const domain = shopHost(config);
  if (!config.stripe) {
    return {
      provider: 'sandbox',
      mode: 'test',
      domain,
      wallets: [{ wallet: 'Test wallet', status: 'active', message: 'The sandbox needs no registered domain.' }],
    };
  }
  let wallets: Wallets;
  try {
    wallets = walletStatuses(await findDomain(createStripeClient(config.stripe), domain));
  } catch (error) {
    // Stripe unreachable or the key refused: the section says so rather than failing.
    const message = error instanceof Error ? error.message : 'Stripe could not be reached.';
    wallets = DOMAIN_WALLETS.map(([, wallet]) => ({ wallet, status: 'unknown' as const, message }));
  }
  return { provider: 'stripe', mode: stripeMode(config.stripe.secretKey), domain, wallets };
}
