/**
 * The open menus' line of `npm run bench`: 1000 menus open (each following `/api/menu/stream` from its own address,
 * as 1000 phones would), then stock changes (Out and Back in on Tapioca pearls, as the make screen taps them) and
 * price changes taking turns, one at a time. From each write (the time the server stamps on the announcement, in the
 * change's transaction) to each menu hearing of it: p50 and p99 beside the 150 ms budget, none missed; the same from
 * sending the request in the note; and the menu read afterwards must show the change (the cached copy was dropped).
 */
import { setMaxListeners } from 'node:events';
import { percentile, signIn, type Staff } from './checkout-bench';

const MENUS = Number(process.env.BENCH_MENUS ?? 1000);
/** Changes of each kind, taking turns (an even number: the pearls end Back in, the price as it was). */
const CHANGES = 10;
const BUDGET_MS = 150;
/** Menus opened at once while connecting, so the server's accept queue is not the thing measured. */
const OPENING_BATCH = 100;

type Row = Record<string, string | number>;

/** One open menu: when it heard each `menu` event, and when the server stamped it (at the write, in its transaction). */
interface OpenMenu {
  heard: { at: number; wall: number; stamped: number | null }[];
}

/** The server's clock when it announced the change (`{ at }`), this machine's too; null when absent. */
function stampOf(block: string): number | null {
  try {
    const at = (JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as { at?: unknown } | null)?.at;
    return typeof at === 'number' ? at : null;
  } catch {
    return null;
  }
}

async function openMenu(url: string, address: string, signal: AbortSignal): Promise<OpenMenu> {
  const response = await fetch(`${url}/api/menu/stream`, {
    headers: { accept: 'text/event-stream', 'x-forwarded-for': address },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`bench: menu stream ${response.status}`);
  const menu: OpenMenu = { heard: [] };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes('event: ready')) ready();
          if (block.includes('event: menu')) menu.heard.push({ at, wall: Date.now(), stamped: stampOf(block) });
        }
      }
    } catch {
      /* aborted */
    }
  })();
  await isReady;
  return menu;
}

async function openMenus(url: string, signal: AbortSignal): Promise<OpenMenu[]> {
  const menus: OpenMenu[] = [];
  for (let first = 0; first < MENUS; first += OPENING_BATCH) {
    const batch = Array.from({ length: Math.min(OPENING_BATCH, MENUS - first) }, (_, k) => {
      const i = first + k;
      return openMenu(url, `10.20.${i >> 8}.${i & 255}`, signal);
    });
    menus.push(...(await Promise.all(batch)));
  }
  return menus;
}

interface Measured {
  /** From the write (the server's stamp, taken in the change's transaction) to each menu hearing of it. */
  delays: number[];
  /** From sending the change's request to each menu hearing of it (its queueing and checks included). */
  fromSending: number[];
  missed: number;
  writes: number[];
}

/** Sends one change and waits (up to 5 s) for every menu to hear of it; the delays are from sending it. */
async function timeChange(menus: OpenMenu[], send: () => Promise<Response>, into: Measured): Promise<void> {
  const before = menus.map((menu) => menu.heard.length);
  const sentAt = performance.now();
  const answer = await send();
  if (!answer.ok) throw new Error(`bench: the change answered ${answer.status}: ${await answer.text()}`);
  await answer.arrayBuffer();
  into.writes.push(performance.now() - sentAt);
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && menus.some((menu, i) => menu.heard.length <= before[i]!)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  menus.forEach((menu, i) => {
    const heard = menu.heard[before[i]!];
    if (heard === undefined) into.missed++;
    else {
      into.fromSending.push(heard.at - sentAt);
      into.delays.push(heard.stamped === null ? heard.at - sentAt : heard.wall - heard.stamped);
    }
  });
  // Let the menus' streams go quiet before the next change.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

interface MenuAnswer {
  products: { id: string; name: string; soldOut: boolean; priceReg: number }[];
}

async function readMenu(url: string): Promise<MenuAnswer> {
  return (await (await fetch(`${url}/api/menu`)).json()) as MenuAnswer;
}

function row(what: string, label: string, measured: Measured, shown: boolean): Row {
  const p99 = percentile(measured.delays, 99);
  const met = p99 <= BUDGET_MS && measured.missed === 0 && shown;
  return {
    measure: `${what} → ${MENUS} open menus — ${label}`,
    'requests/s': '',
    'p50 ms': Math.round(percentile(measured.delays, 50)),
    'p99 ms': Math.round(p99),
    'errors / unexpected': `${measured.missed} missed`,
    budget: `p99 ≤ ${BUDGET_MS} ms, none missed, the menu shows it: ${met ? 'met' : 'NOT MET'}`,
    note:
      `${measured.delays.length} deliveries of ${CHANGES} changes, from the write (the server's stamp in its ` +
      `transaction); from sending the request p50 / p99 ${Math.round(percentile(measured.fromSending, 50))} / ` +
      `${Math.round(percentile(measured.fromSending, 99))} ms, the request answered p50 ` +
      `${Math.round(percentile(measured.writes, 50))} ms; the menu read after ${shown ? 'showed' : 'did NOT show'} it`,
  };
}

export async function benchMenuChanges(url: string, label: string, staff: Staff): Promise<Row[]> {
  const session = await signIn(url, staff);
  // A POST without a body sends no content type (an empty JSON body is refused).
  const headers = { cookie: session.cookie, 'x-csrf-token': session.csrf };
  const json = { ...headers, 'content-type': 'application/json' };
  const stock = (await (await fetch(`${url}/api/admin/stock`, { headers })).json()) as {
    ingredients: { id: string; name: string }[];
  };
  const pearls = stock.ingredients.find((ingredient) => ingredient.name === 'Tapioca pearls');
  if (!pearls) throw new Error('bench: the demo menu has no Tapioca pearls');
  const first = await readMenu(url);
  const boba = first.products.find((product) => product.name === 'Brown Sugar Boba Milk');
  const priced = first.products.find((product) => !product.soldOut);
  if (!boba || !priced) throw new Error('bench: the demo menu has no Brown Sugar Boba Milk');

  const abort = new AbortController();
  setMaxListeners(0, abort.signal);
  const menus = await openMenus(url, abort.signal);
  const stockChanges: Measured = { delays: [], fromSending: [], missed: 0, writes: [] };
  const priceChanges: Measured = { delays: [], fromSending: [], missed: 0, writes: [] };
  let outShown = true;
  let priceShown = true;
  try {
    for (let i = 0; i < CHANGES; i++) {
      const out = i % 2 === 0;
      await timeChange(
        menus,
        () =>
          fetch(`${url}/api/admin/ingredients/${pearls.id}/${out ? 'out' : 'back-in'}`, { method: 'POST', headers }),
        stockChanges,
      );
      const bobaNow = (await readMenu(url)).products.find((product) => product.id === boba.id);
      outShown &&= bobaNow?.soldOut === out;

      const price = priced.priceReg + (out ? 10 : 0);
      await timeChange(
        menus,
        () =>
          fetch(`${url}/api/admin/products/${priced.id}`, {
            method: 'PUT',
            headers: json,
            body: JSON.stringify({ priceReg: price }),
          }),
        priceChanges,
      );
      const pricedNow = (await readMenu(url)).products.find((product) => product.id === priced.id);
      priceShown &&= pricedNow?.priceReg === price;
    }
  } finally {
    abort.abort();
  }
  return [
    row('stock change (Out, Back in)', label, stockChanges, outShown),
    row('price change', label, priceChanges, priceShown),
  ];
}
