/**
 * The first second on a slow phone, part of `npm run bench:web`: each storefront page opened in a fresh browser on a
 * 375 px touch screen with the CPU 4× slower and a slow 4G connection (150 ms round trip, 1.6 Mbps down, 750 kbps up),
 * the way the journeys in e2e/phone-taps.spec.ts open it. For each visit:
 *   - from first paint to live: the first contentful paint to the moment the app marks the page live
 *     (`<html data-hydrated>`);
 *   - from a tap at first paint to its effect: the page's first control is tapped the moment it is visible, and the
 *     time runs from the tap (the event's own time stamp, so a busy page cannot hide its delay) to the moment its
 *     effect is in the page (the Size dialog, the open menu).
 * PHONE_RUNS (default 5) visits per page; the median and the range are shown, the tap beside its budget of 1.5 s.
 */
import { chromium, type Browser } from 'playwright-core';
import { printTable } from './load';

const PHONE_RUNS = Math.max(1, Number(process.env.PHONE_RUNS ?? 5));
/** A tap made as the page appears is carried out within this, whether the page was live or not. */
const TAP_BUDGET_MS = 1_500;

const MENU_OPEN = 'button[aria-label="Close menu"][aria-expanded="true"]';

/** What is tapped on each page, and the sign in the page that it was carried out. */
const VISITS: Array<{ path: string; control: string; tapped: string; effect: string }> = [
  { path: '/', control: 'button[aria-label="Open menu"]', tapped: 'the menu button', effect: MENU_OPEN },
  {
    path: '/menu',
    control: 'button[aria-label^="Add "][aria-label$=" REG to basket"]',
    tapped: 'a drink’s Add',
    effect: 'dialog, [role="dialog"]',
  },
  {
    path: '/order-online',
    control: 'button[aria-label="Open menu"]',
    tapped: 'the menu button',
    effect: MENU_OPEN,
  },
  {
    path: '/contact',
    control: 'button[aria-label="Open menu"]',
    tapped: 'the menu button',
    effect: MENU_OPEN,
  },
];

interface Visit {
  paintToLive: number;
  tapToEffect: number;
  /** Whether the page was live when it was tapped (a tap before that is kept and carried out once it is). */
  tappedBeforeLive: boolean;
}

/** Notes, in the page's own clock, its first contentful paint, when it went live, the first tap and its effect. */
function recordTimes(effect: string): void {
  const times: Record<string, number> = {};
  (window as unknown as { __firstSecond: Record<string, number> }).__firstSecond = times;
  localStorage.setItem('pearl.cookie-consent', 'rejected');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') times.paint ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  window.addEventListener('pointerdown', (event) => (times.tap ??= event.timeStamp), { capture: true });
  new MutationObserver(() => {
    const now = performance.now();
    if (document.documentElement.hasAttribute('data-hydrated')) times.live ??= now;
    if (times.tap !== undefined && document.querySelector(effect)) times.effect ??= now;
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

async function visit(browser: Browser, base: string, page: (typeof VISITS)[number]): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(recordTimes, page.effect);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1_600_000 / 8,
      uploadThroughput: 750_000 / 8,
    });
    await tab.goto(`${base}${page.path}`, { waitUntil: 'commit' });
    const control = tab.locator(page.control).first();
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    await control.tap({ timeout: 60_000 });
    const times = await tab
      .waitForFunction(
        () => {
          const t = (window as unknown as { __firstSecond: Record<string, number> }).__firstSecond;
          return t.paint !== undefined && t.live !== undefined && t.effect !== undefined ? t : null;
        },
        undefined,
        { timeout: 60_000, polling: 100 },
      )
      .then((handle) => handle.jsonValue() as Promise<Record<string, number>>);
    return {
      paintToLive: times.live! - times.paint!,
      tapToEffect: times.effect! - times.tap!,
      tappedBeforeLive: times.tap! < times.live!,
    };
  } finally {
    await context.close();
  }
}

export interface FirstSecond {
  path: string;
  tapped: string;
  visits: Visit[];
}

export async function measureFirstSecond(base: string, executablePath: string, args: string[]): Promise<FirstSecond[]> {
  const browser = await chromium.launch({ executablePath, args });
  const pages: FirstSecond[] = [];
  try {
    for (const page of VISITS) {
      const visits: Visit[] = [];
      for (let run = 0; run < PHONE_RUNS; run++) visits.push(await visit(browser, base, page));
      pages.push({ path: page.path, tapped: page.tapped, visits });
    }
  } finally {
    await browser.close();
  }
  return pages;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const shown = (values: number[]) =>
  `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

/** Whether every page's median tap was carried out within its budget. */
export const firstSecondMet = (pages: FirstSecond[]) =>
  pages.every((page) => median(page.visits.map((v) => v.tapToEffect)) <= TAP_BUDGET_MS);

export function printFirstSecond(pages: FirstSecond[]): void {
  console.log(
    `\nThe first second on a slow phone (375 px, CPU 4× slower, slow 4G; ${PHONE_RUNS} fresh visits a page, median` +
      ' and range; the tap is made the moment the control is visible):\n',
  );
  printTable(
    pages.map((page) => {
      const taps = page.visits.map((v) => v.tapToEffect);
      return {
        page: page.path,
        'first paint → live': shown(page.visits.map((v) => v.paintToLive)),
        tapped: page.tapped,
        'tap → effect': shown(taps),
        'tapped before live': `${page.visits.filter((v) => v.tappedBeforeLive).length} of ${page.visits.length}`,
        budget: `${TAP_BUDGET_MS} ms`,
        met: median(taps) <= TAP_BUDGET_MS ? 'yes' : 'NO',
      };
    }),
  );
}
