import { IM_HERE_LABEL, mayAnnounceArrival, TO_HAND_OVER } from '@domain/customer-here';
import { shownStatus } from '@domain/order-status';
import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { useImHere } from '../api/im-here';
import type { TrackedOrder } from '../api/get-tracked-order';

/** How often the page looks again whether the pickup time is near enough to offer I'm here. */
const CHECK_EVERY_MS = 15_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * **I'm here**, once the order is ready or from 5 minutes before its pickup time: one tap tells the counter (their
 * screens show "Here: #23" and the name, with a sound), which hands this order over first. Once told, the page says so.
 */
export function ImHere({ order, token }: { order: TrackedOrder; token: string }) {
  const now = useNow();
  const imHere = useImHere(token);
  // Collected or refunded: nothing more to say about arriving.
  if (!TO_HAND_OVER.includes(shownStatus(order))) return null;
  if (order.hereAt)
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-2xl bg-matcha-50 px-4 py-3 font-semibold text-matcha-700 ring-1 ring-matcha-100"
      >
        <MapPin aria-hidden className="size-5 shrink-0" />
        We know you&apos;re here: we&apos;ll bring order {order.number} to the counter for you.
      </p>
    );
  if (!mayAnnounceArrival(order, now)) return null;
  return (
    <div className="grid gap-2">
      <Button
        size="lg"
        className="w-full sm:w-auto"
        busy={imHere.isPending}
        icon={MapPin}
        onClick={() => imHere.mutate()}
      >
        {IM_HERE_LABEL}
      </Button>
      {imHere.isError ? (
        <p role="alert" className="text-sm font-semibold text-berry-700">
          {imHere.error.message || 'We could not tell the counter. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}
