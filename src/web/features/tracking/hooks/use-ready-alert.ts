import { useCallback, useEffect, useRef, useState } from 'react';

type Permission = NotificationPermission | 'unsupported';

const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** A short rising three-note chime made with Web Audio (no file), under a second. */
function playChime(context: AudioContext): void {
  if (context.state === 'suspended') void context.resume().catch(() => {});
  const start = context.currentTime + 0.02;
  [659.25, 783.99, 1046.5].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + index * 0.15;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.36);
  });
}

/**
 * When the order becomes ready while the page is open, a short chime and (if the customer allowed it) a
 * browser notification, through the Notifications API only (no push service). Browsers let a page make sound only
 * after the person has interacted with it, so the audio is woken on the first click or key press.
 */
export function useReadyAlert(order: { status: string; number: string; pickupPlace: string } | undefined) {
  const [permission, setPermission] = useState<Permission>(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  );
  const audio = useRef<AudioContext | null>(null);
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    const wake = () => {
      if (typeof AudioContext === 'undefined') return;
      audio.current ??= new AudioContext();
      void audio.current.resume().catch(() => {});
    };
    window.addEventListener('pointerdown', wake);
    window.addEventListener('keydown', wake);
    return () => {
      window.removeEventListener('pointerdown', wake);
      window.removeEventListener('keydown', wake);
      void audio.current?.close().catch(() => {});
      audio.current = null;
    };
  }, []);

  const status = order?.status;
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    // Only a change seen on this page: opening the page of an order already ready makes no sound.
    if (!order || status !== 'ready' || before === undefined || before === 'ready') return;
    if (typeof AudioContext !== 'undefined') playChime((audio.current ??= new AudioContext()));
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
  }, [status, order]);

  const askPermission = useCallback(async () => {
    if (!notificationsSupported()) return;
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(Notification.permission);
    }
  }, []);

  return { permission, askPermission };
}
