/**
 * Every call to the payment provider is logged with the request that made it (its reqId, through
 * http/request-context.ts): which call, how long it took, and whether it failed. Background work (the sandbox's
 * deliveries, read-backs outside a request) logs through the service's own logger without a reqId.
 */
import { requestLog } from '../../http/request-context';
import type { PaymentProvider } from './payment-provider';

type Logger = { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };

export function tracedProvider(provider: PaymentProvider, fallback?: Logger): PaymentProvider {
  const trace =
    <A extends unknown[], R>(call: string, method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const log: Logger | undefined = requestLog() ?? fallback;
      const started = performance.now();
      try {
        const result = await method(...args);
        log?.info(
          { provider: provider.name, call, ms: Math.round(performance.now() - started) },
          'payment provider call',
        );
        return result;
      } catch (error) {
        log?.warn(
          { provider: provider.name, call, ms: Math.round(performance.now() - started), err: error },
          'payment provider call failed',
        );
        throw error;
      }
    };
  return {
    name: provider.name,
    publicConfig: provider.publicConfig,
    createPaymentIntent: trace('createPaymentIntent', (input) => provider.createPaymentIntent(input)),
    retrievePaymentIntent: trace('retrievePaymentIntent', (id) => provider.retrievePaymentIntent(id)),
    cancelPaymentIntent: trace('cancelPaymentIntent', (id) => provider.cancelPaymentIntent(id)),
    createCheckoutSession: trace('createCheckoutSession', (input) => provider.createCheckoutSession(input)),
    retrieveCheckoutSession: trace('retrieveCheckoutSession', (id) => provider.retrieveCheckoutSession(id)),
    refund: trace('refund', (input) => provider.refund(input)),
    parseWebhook: (rawBody, headers) => provider.parseWebhook(rawBody, headers),
    readers: provider.readers,
  };
}
