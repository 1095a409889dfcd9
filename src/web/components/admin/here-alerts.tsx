import { hereMark } from '@domain/customer-here';
import { MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useCustomersHere } from '../../lib/admin/customers-here';
import { useOrderAlertSound } from '../../lib/admin/use-order-alert';
import { useOrdersLive } from '../../lib/admin/use-orders-live';

/**
 * On the counter's screens (the orders dashboard, the make screen, the admin pages): **Here: #23 Alice** for each
 * customer who tapped I'm here on their order page and is still waiting for it, earliest first, with a sound when one
 * arrives (where the screen gives one: it respects the sound switch, and a browser that blocks sound until the page is
 * touched plays none; the mark is there all the same). The list follows the screen's live orders stream.
 */
export function HereAlerts({ beep, className }: { beep?: () => void; className?: string }) {
  const here = useCustomersHere();
  const waiting = here.data ?? [];
  const heard = useRef<Set<string> | null>(null);
  const ids = waiting.map((customer) => customer.id).join(' ');
  useEffect(() => {
    if (!here.isSuccess) return;
    const now = new Set(ids ? ids.split(' ') : []);
    // The first list read is who was already here: only a new arrival makes the sound.
    if (heard.current && beep && [...now].some((id) => !heard.current!.has(id))) beep();
    heard.current = now;
  }, [ids, beep, here.isSuccess]);

  return (
    <div role="status" aria-live="polite" className={cn('empty:hidden', className)}>
      {waiting.length ? (
        <ul aria-label="Customers here" className="mt-3 flex flex-wrap gap-2">
          {waiting.map((customer) => (
            <li
              key={customer.id}
              data-here
              className="flex items-center gap-2 rounded-2xl bg-taro-700 px-4 py-2.5 text-lg font-extrabold text-white shadow-lg shadow-taro-700/25"
            >
              <MapPin aria-hidden className="size-5 shrink-0" />
              {hereMark(customer)}
              {customer.status === 'ready' ? (
                <span className="rounded-full bg-white/20 px-2 py-0.5 text-sm font-bold">Ready</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const ignorePaid = () => {};

/** On a staff page with no orders stream of its own (the admin pages): the marks, kept live by a stream of their own. */
export function LiveHereAlerts({ className }: { className?: string }) {
  const { hereBeep } = useOrderAlertSound();
  useOrdersLive(ignorePaid);
  return <HereAlerts beep={hereBeep} className={className} />;
}
