/**
 * The make screen during the checkout burst of `npm run bench`: one screen open as a tablet at the counter has it. It
 * follows the staff orders stream and, as the page does (TanStack Query refetching the queue on each event, one read
 * at a time), reads `GET /api/admin/queue` again after each event, once more if events arrived during a read. What is
 * measured: from pressing Pay to the first queue answer holding the order's ticket, p99 under a second in the burst.
 */
type Row = Record<string, string | number>;

/** From pressing Pay to the ticket on the open make screen, during the burst. */
const TICKET_P99_BUDGET_MS = 1000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
};

export interface MakeScreen {
  /** Called for each order event the screen's stream brings. */
  onEvent(): void;
  /** When each order's ticket was first in an answer (performance.now()). */
  seen: Map<string, number>;
  reads: number;
  errors: string[];
  /** Waits for the read in progress (and the one after it, if due) to end. */
  settle(): Promise<void>;
}

/** A make screen's reads of the queue, for a signed-in staff cookie. */
export function makeScreen(url: string, cookie: string): MakeScreen {
  const seen = new Map<string, number>();
  const errors: string[] = [];
  let reading: Promise<void> | null = null;
  let again = false;
  const screen: MakeScreen = {
    seen,
    reads: 0,
    errors,
    onEvent() {
      if (reading) {
        again = true;
        return;
      }
      reading = (async () => {
        do {
          again = false;
          try {
            const answer = await fetch(`${url}/api/admin/queue`, { headers: { cookie } });
            if (!answer.ok) throw new Error(`GET /api/admin/queue ${answer.status}`);
            const { orders } = (await answer.json()) as { orders: { id: string }[] };
            const at = performance.now();
            screen.reads += 1;
            for (const order of orders) if (!seen.has(order.id)) seen.set(order.id, at);
          } catch (error) {
            errors.push(String(error));
          }
        } while (again);
        reading = null;
      })();
    },
    async settle() {
      while (reading) await reading;
    },
  };
  return screen;
}

/** The bench's row: paid orders holding cups against their tickets' first appearance on the screen. */
export function makeScreenRow(
  label: string,
  paid: { orderId: string; paidAt: number }[],
  cups: Map<string, number>,
  screen: MakeScreen,
): Row {
  const withCups = paid.filter((order) => (cups.get(order.orderId) ?? 0) > 0);
  const delays = withCups.flatMap((order) => {
    const at = screen.seen.get(order.orderId);
    return at === undefined ? [] : [at - order.paidAt];
  });
  const missed = withCups.length - delays.length;
  const p99 = percentile(delays, 99);
  const met = p99 < TICKET_P99_BUDGET_MS && missed === 0 && screen.errors.length === 0;
  return {
    measure: `paid order → its ticket on an open make screen, during the burst — ${label}`,
    'requests/s': '',
    'p50 ms': Math.round(percentile(delays, 50)),
    'p99 ms': Math.round(p99),
    'errors / unexpected': `${screen.errors.length}/${missed} missed`,
    budget: `p99 < ${TICKET_P99_BUDGET_MS} ms, none missed: ${met ? 'met' : 'NOT MET'}`,
    note:
      `${delays.length} of ${withCups.length} orders with cups seen, from pressing Pay to the queue answer holding ` +
      `them; ${screen.reads} reads of the queue` +
      (screen.errors[0] ? `; first error: ${screen.errors[0].slice(0, 60)}` : ''),
  };
}
