/**
 * The storefront drawn on the server. The server (src/server/modules/storefront) loads the build of this file
 * (dist/ssr/entry-server.js, `vite build --ssr`) and asks it for a page's HTML with the current menu; the browser then
 * hydrates that HTML (main.tsx). Everything the server cannot know (the basket in local storage, the cookie choice,
 * the session) is drawn in its empty state and filled in after hydration. The shop's status is drawn when the server
 * could read it (the band under the header), and filled in after hydration otherwise.
 */
import type { MenuAnswer } from '@domain/contracts/menu';
import type { ShopStatusAnswer } from '@domain/contracts/opening-hours';
import type { PaymentConfigAnswer } from '@domain/contracts/payments';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from './lib/router';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRouter } from './app/router';
import { menuQueryKey } from './lib/menu/get-menu';
import { paymentConfigQueryKey } from './lib/payment-config';
import { shopStatusQueryKey } from './lib/shop/shop-status';

/**
 * The HTML inside #root for the page at `url`, with `menu` in the menu query. It waits for pages loaded on demand, so
 * the whole page is in it; elements React hoists into <head> (the page's <title>) come first.
 */
export async function renderPage(
  url: string,
  menu: MenuAnswer,
  context: { paymentConfig: PaymentConfigAnswer; shopStatus: ShopStatusAnswer | null },
): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(menuQueryKey, menu);
  client.setQueryData(paymentConfigQueryKey, context.paymentConfig);
  if (context.shopStatus) client.setQueryData([...shopStatusQueryKey, 1], context.shopStatus);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  let failure: unknown = null;
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={client}>
        <AppRouter Router={Router} />
      </AppProviders>
    </StrictMode>,
    {
      // Every boundary in place, none outlined: React would move a large one to the end of the document and reveal it
      // with an inline script, which the Content-Security-Policy refuses and which a browser without JavaScript
      // never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  // An error inside the page would give the route's error screen: the server sends the browser-rendered shell instead.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}
