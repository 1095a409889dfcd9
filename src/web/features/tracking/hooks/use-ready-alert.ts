import { useCallback, useEffect, useRef, useState } from 'react';
import { playTones, useAlertAudio } from '../../../lib/alert-sound';

type Permission = NotificationPermission | 'unsupported';

const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** A short rising three-note chime, under a second. */
const CHIME = { frequencies: [659.25, 783.99, 1046.5], spacing: 0.15, peak: 0.3, length: 0.35 };

/**
 * When the order becomes ready while the page is open, a short chime and (if the customer allowed it) a
 * browser notification from the page itself (the push, for a closed page, is push-subscription.ts). Browsers let a page make sound only
 * after the person has interacted with it, so the audio is woken on the first click or key press.
 */
export function useReadyAlert(order: { status: string; number: string; pickupPlace: string } | undefined) {
  const [permission, setPermission] = useState<Permission>(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  );
  const audio = useAlertAudio();
  const previous = useRef<string | undefined>(undefined);

  const status = order?.status;
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    // Only a change seen on this page: opening the page of an order already ready makes no sound.
    if (!order || status !== 'ready' || before === undefined || before === 'ready') return;
    if (typeof AudioContext !== 'undefined') playTones((audio.current ??= new AudioContext()), CHIME);
    if (notificationsSupported() && Notification.permission === 'granted') {
      try {
        new Notification(`Your Pearl order ${order.number} is ready`, {
          body: `Collect it from ${order.pickupPlace}.`,
          tag: `pearl-order-${order.number}`,
        });
      } catch {
        // Some browsers allow notifications only from a service worker: the page itself still shows it.
      }
    }
  }, [status, order, audio]);

  /** Asks the browser (it answers at once when already asked), and gives its answer. */
  const askPermission = useCallback(async (): Promise<Permission> => {
    if (!notificationsSupported()) return 'unsupported';
    let answer: NotificationPermission;
    try {
      answer = await Notification.requestPermission();
    } catch {
      answer = Notification.permission;
    }
    setPermission(answer);
    return answer;
  }, []);

  return { permission, askPermission };
}
