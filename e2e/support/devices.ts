/**
 * What the counter tablet's and the kiosk's journeys both set up: the owner signed in, a browser of its own for each
 * device, and staff API calls made from a signed-in page with its session's CSRF token.
 */
import { expect, type Browser, type Page } from '@playwright/test';

const OWNER = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };

/** A name no other journey in the shared shop is using. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The demo owner signed in at /login, landing on /admin. */
export async function signInAsOwner(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A browser of its own, as a tablet or the owner's laptop is, with the cookie choice made. */
export async function newBrowserPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ bypassCSP: true, viewport });
  await context.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  return { page: await context.newPage(), close: () => context.close() };
}

/** A staff call from a signed-in page, with its session's CSRF token: its status and its body as text. */
export async function staffCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, json]) => {
      const { csrfToken } = (await (await fetch('/api/auth/session')).json()) as { csrfToken: string };
      const response = await fetch(p!, {
        method: m!,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: json,
      });
      return { status: response.status, body: (await response.text()) || 'null' };
    },
    [method, path, body === undefined ? undefined : JSON.stringify(body)] as const,
  );
}
