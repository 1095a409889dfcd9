/**
 * Being told on a locked phone: the service worker (/sw.js) registered only now, when the customer asks, and the
 * browser's push subscription sent to the shop for this order. Every step can fail (no push service, a browser
 * without Web Push, the shop not answering): the caller then keeps the page's own notification.
 */
import type { PushSubscriptionBody } from '@domain/contracts/push';
import { getPushKey, subscribePush } from '../api/subscribe-push';

/** How long a browser may take to reach its push service before the page stops waiting. */
const SUBSCRIBE_WAIT_MS = 10_000;

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;

/**
 * An iPhone or iPad whose Safari cannot take Web Push: it can once the shop is on the Home Screen (iOS 16.4 and
 * later), where it opens without Safari's address bar.
 */
export function needsHomeScreen(): boolean {
  if (typeof window === 'undefined' || pushSupported()) return false;
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return apple && !standalone;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Subscribes this browser to the order's ready push (and its confirmed push, when asked); resolves once the shop has it
 * (true), or false when it can't.
 */
export async function subscribeToReadyPush(token: string, notifyConfirmed = false): Promise<boolean> {
  if (!pushSupported()) return false;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    // A subscription needs the worker active, not just registered.
    const registration = await within(navigator.serviceWorker.ready, SUBSCRIBE_WAIT_MS);
    const { publicKey } = await getPushKey();
    const subscription = await within(
      (async () =>
        (await registration.pushManager.getSubscription()) ??
        registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))(),
      SUBSCRIBE_WAIT_MS,
    );
    await subscribePush(token, { ...(subscription.toJSON() as PushSubscriptionBody), notifyConfirmed });
    return true;
  } catch {
    return false;
  }
}
