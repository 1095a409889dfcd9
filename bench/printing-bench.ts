/**
 * The counter's label printer during the checkout burst of `npm run bench`: a label printer is added through the staff
 * API, and a CloudPRNT client plays it as an mC-Label3 would: it polls its URL every POLL_INTERVAL_MS while nothing
 * is waiting; when a job is ready it fetches it as text, confirms it with code 200 OK, and polls again at once.
 *
 * What it checks: every cup of every paid order is offered once (no label lost, none printed twice), and a paid
 * order's labels are ready at the printer's next poll: the time from pressing Pay to a poll answered `jobReady: true`
 * is at most one poll interval plus a second at p99. How long the queue takes to drain is shown beside it, without a
 * budget: that is the printer's pace (one label at a time), not the shop's.
 */

/** The printer's poll interval: CloudPRNT clients are set to a few seconds. */
export const POLL_INTERVAL_MS = 2_000;
/** A paid order's labels must be ready at the next poll: one interval, plus this much for the answer itself. */
const READY_SLACK_MS = 1_000;

interface Poll {
  sentAt: number;
  answeredAt: number;
  jobReady: boolean;
}

export interface LabelPrinter {
  /** Stops polling once nothing is waiting (or after `patienceMs`), and gives what the printer saw. */
  finish(patienceMs: number): Promise<{ polls: Poll[]; offered: Map<string, number[]>; errors: string[] }>;
}

/** Adds a 58 mm label printer as staff would and starts polling its CloudPRNT URL. */
export async function startLabelPrinter(url: string, staff: { cookie: string; csrf: string }): Promise<LabelPrinter> {
  const added = await fetch(`${url}/api/admin/printers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: staff.cookie, 'x-csrf-token': staff.csrf },
    body: JSON.stringify({ name: 'Bench labels', jobs: 'labels', widthMm: 58 }),
  });
  if (!added.ok) throw new Error(`bench: adding a printer failed with ${added.status}: ${await added.text()}`);
  const { printers } = (await added.json()) as { printers: { name: string; cloudPrntUrl: string }[] };
  // The address is built from PUBLIC_URL; the bench server answers on its own port.
  const address = `${url}${new URL(printers.find((p) => p.name === 'Bench labels')!.cloudPrntUrl).pathname}`;

  const polls: Poll[] = [];
  const offered = new Map<string, number[]>();
  const errors: string[] = [];
  let stopping = false;
  let idle = false;
  const printOne = async (token: string) => {
    const job = await fetch(`${address}?uid=bench&type=text/plain&mac=00:11:62:00:00:01&token=${token}`);
    if (!job.ok) throw new Error(`GET job ${job.status}`);
    // The label's first row: "#<order number>   <cup>/<cups>".
    const key = (await job.text()).split('\n')[0]!.replace(/\s+/g, ' ').trim();
    offered.set(key, [...(offered.get(key) ?? []), performance.now()]);
    const done = await fetch(`${address}?code=200%20OK&token=${token}`, { method: 'DELETE' });
    if (!done.ok) throw new Error(`DELETE job ${done.status}`);
  };
  const loop = (async () => {
    while (!(stopping && idle)) {
      const sentAt = performance.now();
      try {
        const answer = await fetch(address, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: '23 6 0 0 0 0 0 0 0', printerMAC: '00:11:62:00:00:01', statusCode: '200 OK' }),
        });
        const body = (await answer.json()) as { jobReady: boolean; jobToken?: string };
        polls.push({ sentAt, answeredAt: performance.now(), jobReady: body.jobReady });
        idle = !body.jobReady;
        if (body.jobReady && body.jobToken) {
          await printOne(body.jobToken);
          continue;
        }
      } catch (error) {
        errors.push(String(error));
      }
      if (stopping) break;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, sentAt + POLL_INTERVAL_MS - performance.now())));
    }
  })();
  return {
    async finish(patienceMs) {
      const deadline = performance.now() + patienceMs;
      while (!idle && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      stopping = true;
      await loop;
      return { polls, offered, errors };
    },
  };
}

interface PaidOrder {
  orderId: string;
  /** When Pay was pressed. */
  paidAt: number;
  /** How long the payment's confirmation took to answer: by then the order is paid and its jobs written. */
  confirmMs: number;
}

type Row = Record<string, string | number>;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
};

/**
 * The bench's rows: labels offered against the cups the staff orders list shows for the paid orders, and the times.
 * `cups` gives, per order id, how many cups (lines with drink options) it holds, and `numbers` what its labels print
 * after the # (its number for the day).
 */
export function printingRows(
  label: string,
  paid: PaidOrder[],
  cups: Map<string, number>,
  numbers: Map<string, string>,
  seen: Awaited<ReturnType<LabelPrinter['finish']>>,
): Row[] {
  let expected = 0;
  let missing = 0;
  const paidKeys = new Set<string>();
  let twice = 0;
  const readyDelays: number[] = [];
  const drainDelays: number[] = [];
  // Orders whose labels were not ready at the first poll after the payment had answered, and not yet taken either.
  let late = 0;
  for (const order of paid) {
    const count = cups.get(order.orderId) ?? 0;
    const number = numbers.get(order.orderId) ?? '';
    const times: number[] = [];
    for (let cup = 1; cup <= count; cup++) {
      paidKeys.add(`#${number} ${cup}/${count}`);
      const offers = seen.offered.get(`#${number} ${cup}/${count}`) ?? [];
      expected += 1;
      if (offers.length === 0) missing += 1;
      if (offers.length > 1) twice += 1;
      times.push(...offers);
    }
    if (count === 0) continue;
    const ready = seen.polls.find((poll) => poll.sentAt >= order.paidAt && poll.jobReady);
    if (ready) readyDelays.push(ready.answeredAt - order.paidAt);
    if (times.length) drainDelays.push(Math.max(...times) - order.paidAt);
    const confirmedAt = order.paidAt + order.confirmMs;
    const next = seen.polls.find((poll) => poll.sentAt >= confirmedAt);
    if (next && !next.jobReady && times.length < count) late += 1;
    else if (next && !next.jobReady && Math.max(...times) > next.sentAt) late += 1;
  }
  const extra =
    [...seen.offered.values()].reduce((sum, offers) => sum + offers.length, 0) - (expected - missing) - twice;
  // Which labels were not a paid cup, so that an extra can be traced to its order.
  const strangers = [...seen.offered.keys()].filter((key) => !paidKeys.has(key)).slice(0, 5);
  const p99 = percentile(readyDelays, 99);
  const budget = POLL_INTERVAL_MS + READY_SLACK_MS;
  const met = missing === 0 && twice === 0 && extra === 0 && late === 0 && p99 <= budget;
  return [
    {
      measure: `paid order → label printer's poll says jobReady, burst and after — ${label}`,
      'requests/s': '',
      'p50 ms': Math.round(percentile(readyDelays, 50)),
      'p99 ms': Math.round(p99),
      'errors / unexpected': `${missing + seen.errors.length}/${twice + extra + late}`,
      budget: `p99 ≤ ${budget} ms (poll every ${POLL_INTERVAL_MS / 1000} s + 1 s), every cup offered once: ${met ? 'met' : 'NOT MET'}`,
      note:
        `${expected} cups in ${paid.length} paid orders: ${expected - missing} offered, ${missing} never, ` +
        `${twice} twice, ${extra} not a paid cup; ${late} orders not ready at the first poll after paying; ` +
        `${seen.polls.length} polls` +
        (strangers.length ? `; not paid cups, e.g. ${strangers.join(', ')}` : '') +
        (seen.errors[0] ? `; first error: ${seen.errors[0].slice(0, 60)}` : ''),
    },
    {
      measure: `  beside it: paid order → its last label taken by the printer — ${label}`,
      'requests/s': '',
      'p50 ms': Math.round(percentile(drainDelays, 50)),
      'p99 ms': Math.round(percentile(drainDelays, 99)),
      'errors / unexpected': '',
      note: 'one printer taking one label at a time as fast as the shop answers: the queue draining, no budget',
    },
  ];
}
