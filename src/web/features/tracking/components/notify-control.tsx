import { shownStatus } from '@domain/order-status';
import { Bell, BellRing, LoaderCircle, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form-field';
import type { TrackedOrder } from '../api/get-tracked-order';
import { needsHomeScreen, pushSupported, subscribeToReadyPush } from '../hooks/push-subscription';
import { useReadyAlert } from '../hooks/use-ready-alert';

/** The words of the iPhone's hint, where Safari cannot take a push until the shop is on the Home Screen. */
export const HOME_SCREEN_HINT = "Add Pearl to your Home Screen to be told when it's ready";

/** The second choice beside Notify me: a push when the order is confirmed as well. */
const CONFIRMED_TOO_LABEL = "Also when it's confirmed";

type PushState = 'idle' | 'asking' | 'subscribed' | 'page-only';

/**
 * Being told when the order is ready, offered only while it is not ready yet: the browser's permission asked, then
 * this browser subscribed to the order's push, which reaches the phone even locked, with the page closed. Where Web
 * Push is not to be had, the page's own notification and chime remain, while it stays open.
 */
export function NotifyControl({ order, token }: { order: TrackedOrder; token: string }) {
  const { permission, askPermission } = useReadyAlert(order);
  const [push, setPush] = useState<PushState>('idle');
  const [confirmedToo, setConfirmedToo] = useState(false);
  const status = shownStatus(order);
  if (status !== 'pending' && status !== 'confirmed') return null;
  if (needsHomeScreen())
    return (
      <p className="flex items-center gap-2 text-sm text-tea-800">
        <Smartphone aria-hidden className="size-4 shrink-0" /> {HOME_SCREEN_HINT}
      </p>
    );
  if (permission === 'unsupported') return null;
  if (permission === 'denied')
    return (
      <p className="text-sm text-tea-700">
        Notifications are blocked for this site. Keep this page open: it chimes when your order is ready.
      </p>
    );
  if (push === 'subscribed')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-tea-800">
        <BellRing aria-hidden className="size-4 shrink-0" /> We will notify you on this device when it is{' '}
        {confirmedToo ? 'confirmed and when it is ready' : 'ready'}.
      </p>
    );
  if (push === 'page-only' || (permission === 'granted' && !pushSupported()))
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-tea-800">
        <BellRing aria-hidden className="size-4 shrink-0" /> Keep this page open: we will notify you on this device when
        it is ready.
      </p>
    );

  async function notifyMe() {
    setPush('asking');
    const answer = await askPermission();
    if (answer !== 'granted') return setPush('idle');
    setPush((await subscribeToReadyPush(token, status === 'pending' && confirmedToo)) ? 'subscribed' : 'page-only');
  }

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button variant="secondary" size="sm" aria-busy={push === 'asking'} onClick={() => void notifyMe()}>
        {push === 'asking' ? (
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
        ) : (
          <Bell aria-hidden className="size-4" />
        )}
        Notify me when it&apos;s ready
      </Button>
      {/* Before the counter confirms it, a second push may be asked for: when they start making it. */}
      {status === 'pending' && pushSupported() ? (
        <CheckboxField
          id="notify-confirmed"
          label={CONFIRMED_TOO_LABEL}
          className="text-sm"
          checked={confirmedToo}
          disabled={push === 'asking'}
          onChange={(event) => setConfirmedToo(event.target.checked)}
        />
      ) : null}
    </div>
  );
}
