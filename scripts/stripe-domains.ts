/**
 * `npm run stripe:domains`: registers the host of PUBLIC_URL at Stripe's payment method domains (Apple Pay shows its
 * button only on a registered domain), or has Stripe check it again when it is registered already, and prints each
 * wallet's status there. Needs the Stripe keys; run it once per domain after deploying, and again after a change.
 */
import { loadConfig } from '../src/server/env';
import { registerPaymentDomain, shopHost, stripeMode } from '../src/server/modules/payments';
import { runCommand } from './run-command';

await runCommand(async () => {
  const config = loadConfig();
  if (!config.stripe) {
    throw Object.assign(new Error('Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: the sandbox needs no domain.'), {
      name: 'UsageError',
    });
  }
  const host = shopHost(config);
  console.log(`Registering ${host} at Stripe (${stripeMode(config.stripe.secretKey)} mode)…`);
  const wallets = await registerPaymentDomain(config.stripe, host);
  for (const { wallet, status, message } of wallets) {
    console.log(`  ${wallet}: ${status}${message ? ` (${message})` : ''}`);
  }
  if (wallets.some((wallet) => wallet.status !== 'active')) {
    console.log('A wallet that is not active shows no button: the domain must be public, on HTTPS, and yours.');
  }
});
