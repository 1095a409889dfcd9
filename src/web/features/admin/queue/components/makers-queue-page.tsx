import type { MakersQueue } from '@domain/contracts/printing';
import { useState } from 'react';
import { POLL_EVERY_MS } from '../../../../lib/live-fallback';
import { QueryState } from '../../../../components/admin/query-state';
import { SoundSwitch } from '../../../../components/admin/sound-switch';
import { StaffScreenSwitch } from '../../../../components/admin/staff-screen-switch';
import { PauseControl } from '../../../../components/admin/pause-control';
import { useOrderAlertSound } from '../../../../lib/admin/use-order-alert';
import { useOrdersLive } from '../../../../lib/admin/use-orders-live';
import { PrinterAlerts } from '../../../../components/admin/printer-alerts';
import { HereAlerts } from '../../../../components/admin/here-alerts';
import { StaffMenu } from '../../../../components/admin/staff-layout/staff-menu';
import { useMakersQueue, useQueueRefresh } from '../api/queue';
import { useNewTicketWords } from '../hooks/use-new-ticket-words';
import { useNow } from '../hooks/use-now';
import { useWideScreen } from '../hooks/use-wide-screen';
import { StockBoard } from '../../../../components/admin/stock-board';
import { RecallButton } from './recall-button';
import { SoldOutDialog, type ChosenOption } from './sold-out-dialog';
import { Ticket } from './ticket';

function TicketGrid({ queue }: { queue: MakersQueue }) {
  const now = useNow();
  const [option, setOption] = useState<ChosenOption | null>(null);
  if (queue.orders.length === 0)
    return (
      <p className="py-16 text-center text-2xl font-semibold text-tea-800">
        Nothing to make. New paid orders appear here.
      </p>
    );
  return (
    <>
      <ul
        aria-label="Tickets, oldest first"
        aria-describedby="make-screen-keys"
        data-tickets
        className="grid grid-cols-[repeat(auto-fill,minmax(min(20rem,100%),1fr))] items-start gap-2"
      >
        {queue.orders.map((order) => (
          <Ticket key={order.id} order={order} now={now} prepMinutes={queue.prepMinutes} onOption={setOption} />
        ))}
      </ul>
      <p id="make-screen-keys" className="sr-only">
        Arrow keys move between tickets and their cups; Enter acts.
      </p>
      <SoldOutDialog option={option} onClose={() => setOption(null)} />
    </>
  );
}

/**
 * /orders/queue, the make screen: one ticket per order, oldest first by pickup time, each with its cups, a running
 * clock, Made on each cup and Ready once all are made; Recall, the new-order sound, the printer alerts and the pause,
 * as on the dashboard. Its own frame, with no staff layout around it: the Staff menu at its top left holds the staff
 * navigation, View shop and Logout. Drawn for a 1024×768 tablet at arm's length (six two-cup tickets without scrolling), and for a
 * kitchen monitor and a phone.
 */
export default function MakersQueuePage() {
  const queue = useMakersQueue();
  const { muted, setMuted, beep, hereBeep } = useOrderAlertSound();
  const refresh = useQueueRefresh();
  const live = useOrdersLive(beep, refresh);
  const announcement = useNewTicketWords(queue.data);
  const wide = useWideScreen();
  const title = (
    <>
      <h1 className="font-display text-2xl font-extrabold tracking-tight text-tea-900">Make Queue</h1>
      {queue.data ? (
        <p className="text-base font-semibold text-tea-800">
          {queue.data.orders.length} {queue.data.orders.length === 1 ? 'ticket' : 'tickets'}
        </p>
      ) : null}
    </>
  );
  const controls = (
    <>
      <PauseControl />
      <SoundSwitch muted={muted} setMuted={setMuted} size="lg" />
    </>
  );
  return (
    <div className="min-h-dvh bg-cream-100">
      {/* Always in view: the Staff menu, the switch and Recall; on a tablet or wider the whole bar. */}
      <header className="sticky top-0 z-10 flex flex-wrap items-center gap-2 border-b border-tea-900/15 bg-cream-100/95 px-2 py-2 backdrop-blur">
        <StaffMenu />
        <StaffScreenSwitch current="queue" />
        {wide ? title : null}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {wide ? controls : null}
          <RecallButton recall={queue.data?.recall ?? null} compact={!wide} />
        </div>
      </header>
      {wide ? null : (
        <div className="flex flex-wrap items-center gap-2 px-2 pt-2">
          {title}
          {controls}
        </div>
      )}
      <main id="main" className="px-2 pb-4">
        <PrinterAlerts beep={beep} />
        <HereAlerts beep={hereBeep} />
        <StockBoard />
        <p role="status" className="mt-2 text-base font-semibold text-tea-800 empty:hidden">
          {live === 'polling'
            ? `Live updates are paused; this screen checks for changes every ${POLL_EVERY_MS / 1000} seconds, and new orders make no sound.`
            : null}
        </p>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <div className="mt-2">
          <QueryState
            query={queue}
            loading="Loading the queue…"
            failed="The queue could not be loaded."
            loadingClassName="text-xl text-tea-800"
          >
            {(data) => <TicketGrid queue={data} />}
          </QueryState>
        </div>
      </main>
    </div>
  );
}
