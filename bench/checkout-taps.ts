/**
 * How much a customer does to pay for a drink, part of `npm run bench:web`: from landing on /menu to Payment
 * Successful for the first drink with its default options, counted as taps (every press, a field's included) and
 * fields typed in, on a phone (Pixel 7), once with the Express checkout's Test wallet and once with a card. The
 * sandbox's test wallet stands for a device's wallet: its sheet's confirmation is the wallet's one tap.
 */
import { chromium, devices, type Locator, type Page } from 'playwright-core';
import { printTable } from './load';

export interface CheckoutTaps {
  path: string;
  taps: number;
  fields: number;
  paid: boolean;
}

/** The budget for the wallet path: at most this many taps, and nothing typed. */
export const WALLET_TAPS_BUDGET = 5;

function counter(page: Page) {
  const figures = { taps: 0, fields: 0 };
  return {
    figures,
    async tap(target: Locator) {
      figures.taps++;
      await target.click();
    },
    async type(target: Locator, text: string) {
      figures.taps++;
      figures.fields++;
      await target.click();
      await page.keyboard.type(text);
    },
  };
}

/** Landing on /menu, the first drink added with its defaults, and the Checkout dialog opened: three taps. */
async function basketAndCheckout(page: Page, tap: (target: Locator) => Promise<void>) {
  await page.goto('/menu');
  await tap(page.locator('button[aria-label^="Add "][aria-label$=" REG to basket"]:enabled').first());
  await tap(page.getByRole('dialog').getByRole('button', { name: /^Add \d+ to Basket$/ }));
  await tap(page.getByRole('button', { name: 'Order Now' }));
  return page.getByRole('dialog', { name: 'Checkout' });
}

async function walletPath(page: Page): Promise<CheckoutTaps> {
  const { figures, tap } = counter(page);
  const checkout = await basketAndCheckout(page, tap);
  await tap(checkout.getByRole('region', { name: 'Express checkout' }).getByRole('button', { name: 'Test wallet' }));
  await tap(page.getByRole('dialog', { name: 'Test wallet' }).getByRole('button', { name: /^Pay £/ }));
  const paid = await page
    .getByRole('dialog', { name: 'Payment Successful' })
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  return { path: 'Express checkout, Test wallet', ...figures, paid };
}

async function cardPath(page: Page): Promise<CheckoutTaps> {
  const { figures, tap, type } = counter(page);
  const checkout = await basketAndCheckout(page, tap);
  await type(checkout.getByLabel('Name'), 'Ann Example');
  await type(checkout.getByLabel('Email'), 'ann@example.com');
  await type(checkout.getByLabel('Card number'), '4242424242424242');
  await type(checkout.getByLabel('Expiry'), '1234');
  await type(checkout.getByLabel('CVC'), '123');
  await tap(checkout.getByRole('button', { name: /^Pay £/ }));
  const paid = await page
    .getByRole('dialog', { name: 'Payment Successful' })
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  return { path: 'Checkout dialog, card', ...figures, paid };
}

export async function measureCheckoutTaps(
  base: string,
  executablePath: string,
  args: string[],
): Promise<CheckoutTaps[]> {
  const browser = await chromium.launch({ executablePath, args });
  const results: CheckoutTaps[] = [];
  try {
    for (const path of [walletPath, cardPath]) {
      const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: base });
      // The cookie banner would be answered once per visitor; keep this count to paying.
      await context.addInitScript(() => localStorage.setItem('pearl.cookie-consent', 'rejected'));
      try {
        results.push(await path(await context.newPage()));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The budget table's row: the wallet path at most five taps with nothing typed, and the drink paid. */
export function walletTapsRow(taps: CheckoutTaps[]) {
  const wallet = taps.find((t) => t.path.includes('wallet'));
  const card = taps.find((t) => t.path.includes('card'));
  return {
    measure: '/menu → a paid drink: taps and fields typed, Test wallet (card beside it)',
    figure: `${wallet?.taps} taps, ${wallet?.fields} fields (card: ${card?.taps} taps, ${card?.fields} fields)`,
    budget: `≤ ${WALLET_TAPS_BUDGET} taps, 0 fields`,
    met: wallet && wallet.paid && wallet.taps <= WALLET_TAPS_BUDGET && wallet.fields === 0 ? 'yes' : 'NO',
  };
}

export function printCheckoutTaps(taps: CheckoutTaps[]): void {
  console.log(
    '\nFrom landing on /menu to a paid drink with its default options (Pixel 7; a field typed in is a tap too):\n',
  );
  printTable(taps.map((t) => ({ path: t.path, taps: t.taps, 'fields typed': t.fields, paid: t.paid ? 'yes' : 'NO' })));
}
