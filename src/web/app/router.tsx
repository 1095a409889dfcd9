import type { StaffPermission } from '@domain/staff-roles';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, matchPath, Navigate, Routes, useLocation, type RouteDefinition } from '../lib/router';
import { useConfirmationsEndWith } from '../components/toast';
import { MenuPage } from '../features/menu/components/menu-page';
import { CheckoutDialogHost } from '../features/checkout/components/checkout-dialog-host';
import { PageLoading } from '../components/page-loading';
import { RequireAdmin } from '../components/admin/require-admin';
import { HomePage } from '../features/pages/components/home-page';
import { CounterDeviceBar } from '../features/counter-device/components/counter-device-bar';
// The admin area: each of its pages (loaded on demand) inside the staff layout, whose navigation lists them.
import { ADMIN_PAGES } from './admin-pages';
import { CookieBanner } from '../features/consent/components/cookie-banner';
import { StaffPagesContext } from '../components/admin/staff-layout/staff-pages';
import { HydrationMark } from './hydration-mark';
import { AppLayout } from './layout';
import { RouteErrorBoundary } from './route-error';
import { ScrollToTop } from './scroll-to-top';

// Home and Menu are in the first bundle; every other page loads on demand (150 KB first-page budget).
const OrderOnlineRoute = lazy(() => import('./routes/order-online'));
const AboutPage = lazy(() => import('../features/pages/components/about-page'));
const ContactPage = lazy(() => import('../features/pages/components/contact-page'));
const PrivacyPolicyPage = lazy(() => import('../features/pages/components/privacy-policy-page'));
const RequestMyDataPage = lazy(() => import('../features/privacy/components/request-my-data-page'));
// Checkout: the pages a payment returns to, and the sandbox provider's hosted checkout page.
const OrderConfirmationPage = lazy(() => import('../features/checkout/components/order-confirmation-page'));
const SuccessPage = lazy(() => import('../features/checkout/components/success-page'));
const CancelPage = lazy(() => import('../features/checkout/components/cancel-page'));
// A customer's private, live order page (the link in the receipt and on the confirmation pages).
const TrackingPage = lazy(() => import('../features/tracking/components/tracking-page'));
// Its printable VAT receipt (only when the shop is VAT-registered).
const VatReceiptPage = lazy(() => import('../features/tracking/components/vat-receipt-page'));
// The receipt's Order again link: the order back in the basket, then /order-online.
const OrderAgainRoute = lazy(() => import('./routes/order-again'));
const SandboxCheckoutPage = lazy(() => import('../features/checkout/components/sandbox-checkout-page'));
// Staff screens: their code loads only when someone opens them (a customer's pages never fetch it).
const LoginPage = lazy(() => import('../features/account/components/login-page'));
const SetPasswordPage = lazy(() => import('../features/account/components/set-password-page'));
const OrdersPage = lazy(() => import('../features/admin/orders/components/orders-page'));
const MakersQueuePage = lazy(() => import('../features/admin/queue/components/makers-queue-page'));
const PrintLabelsPage = lazy(() => import('../features/admin/printers/components/print-labels-page'));
const PinScreenPage = lazy(() => import('../features/counter-device/components/pin-screen-page'));
// The till: walk-ins rung up at the counter, on a tablet (no shop header or footer).
const CounterPage = lazy(() => import('../features/till/components/counter-page'));
// The self-order kiosk: customers order on a counter device in kiosk mode (no shop header, footer or links).
const KioskPage = lazy(() => import('../features/kiosk/components/kiosk-page'));

/**
 * The staff pages, inside the staff layout (its own navigation, the signed-in person, View shop and Logout): the admin
 * pages (ADMIN_PAGES), the orders dashboard and an order's labels.
 */
const STAFF_ROUTES: readonly RouteDefinition[] = [
  ...ADMIN_PAGES.map((entry) => ({
    path: entry.path,
    element: guarded(entry.permission, <entry.Page />),
  })),
  { path: '/orders', element: guarded('counter', <OrdersPage />) },
  { path: '/orders/:id/labels', element: guarded('counter', <PrintLabelsPage />) },
];

/** The shop's pages, inside its frame (header, footer, the floating basket button and cookie banner). */
const SHOP_ROUTES: readonly RouteDefinition[] = [
  { path: '/', element: <HomePage /> },
  // The menu's Order Now opens the Checkout dialog.
  {
    path: '/menu',
    element: (
      <>
        <MenuPage />
        <CheckoutDialogHost />
      </>
    ),
  },
  { path: '/order-online', element: <OrderOnlineRoute /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/request-my-data', element: <RequestMyDataPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/set-password', element: <SetPasswordPage /> },
  { path: '/order-confirmation', element: <OrderConfirmationPage /> },
  { path: '/success', element: <SuccessPage /> },
  { path: '/cancel', element: <CancelPage /> },
  { path: '/track/:token', element: <TrackingPage /> },
  { path: '/track/:token/vat-receipt', element: <VatReceiptPage /> },
  { path: '/order-again/:token', element: <OrderAgainRoute /> },
  // Any other path redirects to /.
  { path: '*', element: <Navigate to="/" replace /> },
];

/** A staff page behind the guard of the permission it needs (the server checks every call on its own too). */
function guarded(permission: StaffPermission, page: ReactNode) {
  return <RequireAdmin permission={permission}>{page}</RequireAdmin>;
}

/**
 * A screen drawn on its own, outside the shop's frame and the staff layout (the whole tablet for it), loading its
 * code on demand; a staff screen behind the guard of the permission it needs.
 */
function screenOfItsOwn(page: ReactNode, permission?: StaffPermission) {
  return (
    <Suspense fallback={<PageLoading />}>
      {permission ? guarded(permission, page) : page}
      <HydrationMark />
    </Suspense>
  );
}

const ROUTES: readonly RouteDefinition[] = [
  // The make screen: a kitchen screen of its own, the whole height of a tablet for tickets (no shop header or footer).
  { path: '/orders/queue', element: screenOfItsOwn(<MakersQueuePage />, 'counter') },
  // A counter device's PIN screen: the whole tablet for the keypad, as the make screen has it for tickets.
  { path: '/counter-device', element: screenOfItsOwn(<PinScreenPage />) },
  { path: '/counter', element: screenOfItsOwn(<CounterPage />, 'counter') },
  { path: '/kiosk', element: screenOfItsOwn(<KioskPage />) },
  // The sandbox's hosted checkout: a page of its own, outside the shop's frame, as Stripe Checkout is.
  { path: '/checkout/sandbox/:sessionId', element: screenOfItsOwn(<SandboxCheckoutPage />) },
  { path: '*', element: <Frames /> },
];

/** The staff layout, loaded with the first staff page opened: never part of customers' pages. */
const StaffLayout = lazy(() => import('../components/admin/staff-layout/staff-layout'));

/**
 * A staff page in the staff layout, any other in the shop's frame. One staff layout for every staff address, so moving
 * between staff pages keeps it (and its navigation) in place.
 */
function Frames() {
  const { pathname } = useLocation();
  const staff = STAFF_ROUTES.some((route) => matchPath(route.path, pathname));
  // An admin page's code is asked for now, beside the layout's, so neither waits for the other.
  if (staff) void ADMIN_PAGES.find((entry) => matchPath(entry.path, pathname))?.load();
  return (
    <>
      {/* Outside both frames: going from the shop to a staff page is a route change too. */}
      <ScrollToTop />
      {staff ? (
        <Suspense fallback={<PageLoading />}>
          <StaffLayout cookieBanner={<CookieBanner />}>
            <Routes routes={STAFF_ROUTES} />
          </StaffLayout>
          <HydrationMark />
        </Suspense>
      ) : (
        <AppLayout>
          <Routes routes={SHOP_ROUTES} />
        </AppLayout>
      )}
    </>
  );
}

/**
 * The routes, with Pearl's own router (src/web/lib/router.tsx). Pearl loads its data with TanStack
 * Query, so pages need no loaders. The server draws the same routes in a StaticRouter (entry-server.tsx).
 */
export function AppRouter({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <Router>
      <ConfirmationsEndWithPage />
      <RouteErrorBoundary>
        {/* The staff navigation (the layout's and the make screen's Staff menu) lists the admin pages. */}
        <StaffPagesContext.Provider value={ADMIN_PAGES}>
          <Routes routes={ROUTES} />
        </StaffPagesContext.Provider>
      </RouteErrorBoundary>
      {/* On a counter device: who is switched in, and Switch person, at the foot of every page. */}
      <CounterDeviceBar />
    </Router>
  );
}

/** A confirmation toast speaks of the page it was made on: it closes when the customer or staff move to another. */
function ConfirmationsEndWithPage() {
  useConfirmationsEndWith(useLocation().pathname);
  return null;
}
