import { MENU_DATA_ELEMENT_ID, PAYMENT_CONFIG_ELEMENT_ID, SHOP_STATUS_ELEMENT_ID } from '@domain/catalogue';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRouter } from './app/router';
import { heldMenu, menuQueryKey } from './lib/menu/get-menu';
import { paymentConfigQueryKey } from './lib/payment-config';
import { shopStatusQueryKey } from './lib/shop/shop-status';
import { DrawnInBrowser } from './lib/use-hydrated';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const app = (client?: QueryClient) => (
  <StrictMode>
    <AppProviders client={client}>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// The storefront's pages arrive drawn by the server with the menu they were drawn from; the menu query
// starts with it, so hydration renders the same HTML. Staff, checkout and tracking pages arrive empty and render here.
const seededMenu = document.getElementById(MENU_DATA_ELEMENT_ID);

// Rendered as a transition, the first render is built in short slices rather than one long task, so the page
// stays responsive while it starts (total blocking time). Started in a task of its own: running the code's modules is
// one task already, and reading the menu into the query cache and setting up hydration would make it a third longer.
// The task goes ahead of the page's others (a timer's waited behind the page still loading: live 0.2 s later on the
// slow phone); a browser without the Prioritized Task Scheduling API starts at once, in the same task.
const begin = () => startTransition(() => start(root));
const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: object) => Promise<void> } })
  .scheduler;
if (scheduler?.postTask) void scheduler.postTask(begin, { priority: 'user-blocking' });
else begin();

function start(container: HTMLElement) {
  if (seededMenu?.textContent) {
    const client = createQueryClient();
    client.setQueryData(menuQueryKey, heldMenu(JSON.parse(seededMenu.textContent), seededMenu.dataset.version));
    const paymentConfig = document.getElementById(PAYMENT_CONFIG_ELEMENT_ID)?.textContent;
    if (paymentConfig) client.setQueryData(paymentConfigQueryKey, JSON.parse(paymentConfig));
    // The status band as it was drawn, marked old so that it is asked for again at once: the page may be a cached copy.
    const shopStatus = document.getElementById(SHOP_STATUS_ELEMENT_ID)?.textContent;
    if (shopStatus) client.setQueryData([...shopStatusQueryKey, 1], JSON.parse(shopStatus), { updatedAt: 0 });
    // A page loaded on demand (the order page, the static pages) stays as the server drew it until its code arrives.
    hydrateRoot(container, app(client));
  } else {
    createRoot(container).render(<DrawnInBrowser value>{app()}</DrawnInBrowser>);
  }
}
