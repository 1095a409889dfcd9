/**
 * The journeys' `test`: Playwright's, with one addition. The storefront is drawn on the server and its code starts
 * after the first frame, so a page can be on screen, and its load event past, before its buttons answer.
 * Every `page.goto` and `page.reload` here (on any page of the run, those from `browser.newPage()` included) waits,
 * on Pearl's pages, for the `<html data-hydrated>` mark the app sets once the page is live (src/web/app/hydration-mark.tsx),
 * as a person waits for a page to respond. Pages that are not Pearl's app (an API's JSON) are not waited for.
 */
import { test as base, type Page } from '@playwright/test';

const HYDRATION_TIMEOUT_MS = 20_000;

async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
}

const patched = new WeakSet<object>();
/** Contexts whose pages run no scripts (`javaScriptEnabled: false`) or never get their code: nothing will hydrate. */
const withoutScripts = new WeakSet<object>();

const hydrates = (page: Page, waitUntil: string | undefined) =>
  !withoutScripts.has(page.context()) && (!waitUntil || waitUntil === 'load' || waitUntil === 'networkidle');

function patchNavigation(prototype: Page): void {
  if (patched.has(prototype)) return;
  patched.add(prototype);
  const goto = prototype.goto;
  const reload = prototype.reload;
  prototype.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    // A navigation that asked for less than the load event (e.g. 'commit') wants the page as it comes.
    if (hydrates(this, args[1]?.waitUntil)) await waitForHydration(this);
    return response;
  };
  prototype.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    if (hydrates(this, args[0]?.waitUntil)) await waitForHydration(this);
    return response;
  };
}

export const test = base.extend<{ awaitHydration: boolean }, { hydratedNavigation: void }>({
  /**
   * `test.use({ awaitHydration: false })` for journeys that do not wait for the page to be live: those that tap as a
   * person does, the moment a control shows (phone-taps.spec.ts), and those whose pages never hydrate (their code is
   * held back).
   */
  awaitHydration: [true, { option: true }],
  context: async ({ context, javaScriptEnabled, awaitHydration }, use) => {
    if (javaScriptEnabled === false || !awaitHydration) withoutScripts.add(context);
    await use(context);
  },
  hydratedNavigation: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      patchNavigation(Object.getPrototypeOf(page) as Page);
      await page.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

// Everything else as Playwright gives it (expect, request, the types); the local `test` above takes precedence.
export * from '@playwright/test';
