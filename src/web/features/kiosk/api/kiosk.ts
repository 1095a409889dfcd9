import { kioskOrderAnswer, kioskStateAnswer, type KioskOrderBody } from '@domain/contracts/kiosk';
import { stampCardLookupAnswer } from '@domain/contracts/till';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { retryingLost } from '../../../lib/retrying-lost';

/** GET /api/kiosk: this kiosk and how it takes cards; 401 when this browser is not a kiosk. */
export function useKioskState() {
  return useQuery({
    queryKey: ['kiosk'] as const,
    queryFn: ({ signal }) => apiFetch('/api/kiosk', { answer: kioskStateAnswer, signal, cache: 'no-store' }),
    retry: false,
    staleTime: Infinity,
  });
}

const order = (orderId: string) => `/api/kiosk/orders/${encodeURIComponent(orderId)}`;
const post = (path: string, json: unknown = {}) =>
  retryingLost(() => apiFetch(path, { answer: kioskOrderAnswer, method: 'POST', json, check: 'always' }));

/**
 * The kiosk's calls: the stamp card's lookup, the order (once per sale key and basket), Pay by card, a test card's tap, Pay at the counter, and
 * the card stopped when the customer leaves the payment.
 */
export const kioskCalls = {
  place: (body: KioskOrderBody) => post('/api/kiosk/orders', body),
  /** The card a typed counter code names: its stamps and whether a free drink waits (never its address). */
  stampCard: (code: string) =>
    apiFetch('/api/kiosk/stamp-card', { answer: stampCardLookupAnswer, method: 'POST', json: { code } }),
  charge: (orderId: string) => post(`${order(orderId)}/charge`),
  tap: (orderId: string, card: string) => post(`${order(orderId)}/sandbox-reader`, { card }),
  payAtCounter: (orderId: string) => post(`${order(orderId)}/pay-at-counter`),
  /** The customer left the payment: the reader stops and the payment is cancelled (or the answer says it was paid). */
  stopCard: (orderId: string) => post(`${order(orderId)}/stop-card`),
  read: (orderId: string) => apiFetch(order(orderId), { answer: kioskOrderAnswer, check: 'always', cache: 'no-store' }),
};
