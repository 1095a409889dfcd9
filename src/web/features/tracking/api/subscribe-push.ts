import { pushKeyAnswer, pushSubscribedAnswer, type PushSubscriptionBody } from '@domain/contracts/push';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/push/key: the shop's VAPID public key, which the browser subscribes with. */
export function getPushKey() {
  return apiFetch('/api/push/key', { answer: pushKeyAnswer });
}

/** POST /api/track/:token/push: this browser's push subscription, for the order the link opens (201). */
export function subscribePush(token: string, subscription: PushSubscriptionBody) {
  return apiFetch(`/api/track/${encodeURIComponent(token)}/push`, {
    answer: pushSubscribedAnswer,
    method: 'POST',
    json: subscription,
  });
}
