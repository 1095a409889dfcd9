import type { MakersQueue } from '@domain/contracts/printing';
import { ticketClock, ticketClockWords, ticketTone, type TicketTone } from '@domain/make-ticket';
import { hereMark } from '@domain/customer-here';
import { MapPin, Timer } from 'lucide-react';
import { useToast } from '../../../../components/toast';
import { cn } from '../../../../lib/cn';
import { useTicketReady } from '../api/queue';
import { ticketNumber } from '../ticket-number';
import { CupTile } from './cup-tile';
import { onTicketKeys } from '../hooks/ticket-keys';
import type { ChosenOption } from './sold-out-dialog';

type QueueOrder = MakersQueue['orders'][number];

/** The ticket's frame and clock by how late it is: amber past the prep time, red past twice that. */
const TONES: Record<TicketTone, { frame: string; clock: string }> = {
  'due-later': { frame: 'ring-tea-900/25', clock: 'bg-cream-200 text-tea-900' },
  'on-time': { frame: 'ring-tea-900/25', clock: 'bg-tea-900 text-white' },
  late: { frame: 'ring-4 ring-amber-500', clock: 'bg-amber-400 text-black' },
  'very-late': { frame: 'ring-4 ring-red-700', clock: 'bg-red-700 text-white' },
};

/** One order on the make screen: its number, name and pickup time, its running clock, its cups, and Ready. */
export function Ticket({
  order,
  now,
  prepMinutes,
  onOption,
}: {
  order: QueueOrder;
  now: number;
  prepMinutes: number;
  onOption: (option: ChosenOption) => void;
}) {
  const ready = useTicketReady();
  const toast = useToast();
  const number = ticketNumber(order);
  const elapsed = now - Date.parse(order.clockFrom);
  const tone = ticketTone(elapsed, prepMinutes);
  const allMade = order.cups.every((cup) => cup.made);
  const headingId = `ticket-${order.id}`;
  return (
    <li
      data-ticket
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-1 rounded-2xl bg-cream-50 p-1.5 shadow-sm ring-2', TONES[tone].frame)}
    >
      {order.hereAt ? (
        <p className="flex items-center gap-1.5 rounded-xl bg-taro-700 px-2.5 py-1 text-base font-extrabold text-white">
          <MapPin aria-hidden className="size-4" />
          {hereMark({ orderNumber: `#${number}`, firstName: order.firstName || null })}
        </p>
      ) : null}
      <div className="flex h-9 items-center gap-2 px-1">
        <h2 id={headingId} className="flex min-w-0 flex-1 items-baseline gap-2 font-sans text-tea-900">
          <span className="font-mono text-lg font-extrabold">#{number}</span>{' '}
          <span className="truncate text-lg font-bold">{order.firstName || 'Customer'}</span>
          <span className="sr-only"> · </span>
          <span className="shrink-0 text-base font-bold text-tea-800">{order.pickup}</span>
        </h2>
        <p
          className={cn(
            'flex h-8 shrink-0 items-center gap-1 rounded-full px-2.5 font-mono text-lg font-extrabold tabular-nums',
            TONES[tone].clock,
          )}
        >
          <Timer aria-hidden className="size-4" />
          <span aria-hidden>{ticketClock(elapsed)}</span>
          <span className="sr-only">{ticketClockWords(elapsed)}</span>
        </p>
      </div>
      <ul aria-label={`Cups of order #${number}`} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
        {order.cups.map((cup) => (
          <CupTile
            key={cup.index}
            cup={cup}
            orderId={order.id}
            label={`${cup.drink} ${cup.cup} for order #${number}`}
            onOption={onOption}
          />
        ))}
      </ul>
      {allMade ? (
        <button
          type="button"
          data-stop
          onKeyDown={onTicketKeys}
          disabled={ready.isPending}
          aria-label={`Ready: order #${number}`}
          onClick={() =>
            ready.mutate(order.id, {
              onSuccess: () =>
                toast({ title: `Order #${number} is ready; the customer has been e-mailed.`, tone: 'success' }),
              onError: (failure) => toast({ title: 'The order was not marked ready.', description: failure.message }),
            })
          }
          className="h-12 rounded-xl bg-matcha-700 text-xl font-extrabold text-white hover:bg-matcha-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-taro-600 active:scale-[0.98] disabled:opacity-60"
        >
          Ready
        </button>
      ) : null}
    </li>
  );
}
