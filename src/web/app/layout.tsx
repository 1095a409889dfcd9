import { Suspense, type ReactNode } from 'react';
import { FloatingBasketButton } from '../components/floating-basket-button';
import { FloatingDock, FloatingDockProvider } from '../components/floating-dock';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { PageLoading } from '../components/page-loading';
import { ShopStatusBar } from '../components/shop-status-bar';
import { TestModeBand } from '../components/test-mode-band';
import { CookieBanner } from '../features/consent/components/cookie-banner';
import { useMenuLiveUpdates } from '../lib/menu/menu-live-updates';
import { HydrationMark } from './hydration-mark';

/** The frame of every page: header, the page, footer, and the floating column (basket button, cookie banner). */
export function AppLayout({ children }: { children: ReactNode }) {
  // Every page listens: the basket's promotions come from the menu too.
  useMenuLiveUpdates();
  return (
    <FloatingDockProvider>
      <div className="flex min-h-dvh flex-col">
        <Header />
        {/* The footer waits with the page: on a first visit to a page loaded on demand, a footer shown under the
            loading message would jump when the page arrives (layout shift). Moving between pages keeps the
            old page until the new one is ready (the router navigates in transitions), so this shows only then. */}
        <Suspense
          fallback={
            <Main>
              <PageLoading />
            </Main>
          }
        >
          <Main>
            {children}
            <HydrationMark />
          </Main>
          <Footer />
        </Suspense>
      </div>
      <FloatingDock end={<FloatingBasketButton />} below={<CookieBanner />} />
    </FloatingDockProvider>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none md:pt-20 print:pt-0">
      <TestModeBand />
      <ShopStatusBar />
      {children}
    </main>
  );
}
