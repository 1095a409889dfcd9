/**
 * The slow phone a customer has in their hand: a 375 px touch screen, a CPU 4× slower (Chrome DevTools Protocol) and
 * a slow 4G connection (150 ms round trip, 1.6 Mbps down, 750 kbps up). Journeys on it tap what they see as soon as
 * they see it, as a person does, without waiting for the page to be live.
 */
import type { Page } from '@playwright/test';

export const SLOW_PHONE_SCREEN = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

/** Slows the page's CPU and network down; call before its first `goto`. */
export async function onSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
}

/** Whether the page was live (`<html data-hydrated>`) yet: a tap on a page not yet live is the one this is about. */
export const isLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
