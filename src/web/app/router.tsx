import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { MenuPage } from '../features/menu/components/menu-page';
import { CheckoutDialogHost } from '../features/checkout/components/checkout-dialog-host';
import { PageLoading } from '../components/page-loading';
import { RequireAdmin } from '../features/account/components/require-admin';
import { HomePage } from '../features/pages/components/home-page';
import { AppLayout } from './layout';
import { RouteErrorBoundary } from './route-error';

// Home and Menu are in the first bundle; every other page loads on demand (150 KB first-page budget, DESIGN.md).
const OrderOnlineRoute = lazy(() => import('./routes/order-online'));
const AboutPage = lazy(() => import('../features/pages/components/about-page'));
const ContactPage = lazy(() => import('../features/pages/components/contact-page'));
const PrivacyPolicyPage = lazy(() => import('../features/pages/components/privacy-policy-page'));
const RequestMyDataPage = lazy(() => import('../features/privacy/components/request-my-data-page'));
// Checkout: the pages a payment returns to, and the sandbox provider's hosted checkout page.
const OrderConfirmationPage = lazy(() => import('../features/checkout/components/order-confirmation-page'));
const SuccessPage = lazy(() => import('../features/checkout/components/success-page'));
const CancelPage = lazy(() => import('../features/checkout/components/cancel-page'));
// Issue 14: a customer's private, live order page (the link in the receipt and on the confirmation pages).
const TrackingPage = lazy(() => import('../features/tracking/components/tracking-page'));
const SandboxCheckoutPage = lazy(() => import('../features/checkout/components/sandbox-checkout-page'));
// Staff screens: their code loads only when someone opens them (a customer's pages never fetch it).
const LoginPage = lazy(() => import('../features/account/components/login-page'));
const AdminPage = lazy(() => import('../features/admin/components/admin-page'));
const OrdersPage = lazy(() => import('../features/admin/orders/components/orders-page'));
const ReportsPage = lazy(() => import('../features/admin/reports/components/reports-page'));

/**
 * Spec §2: the routes. The declarative router: Pearl loads its data with TanStack Query, so the data router's
 * loaders would only add weight to the first page. The server renders the same routes in a StaticRouter
 * (entry-server.tsx, issue 17).
 */
export function AppRouter({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <Router>
      <RouteErrorBoundary>
        <Routes>
          {/* The sandbox's hosted checkout: a page of its own, outside the shop's frame, as Stripe Checkout is. */}
          <Route
            path="checkout/sandbox/:sessionId"
            element={
              <Suspense fallback={<PageLoading />}>
                <SandboxCheckoutPage />
              </Suspense>
            }
          />
          <Route element={<AppLayout />}>
            <Route index element={<HomePage />} />
            {/* The menu's Order Now opens the Checkout dialog (spec §2). */}
            <Route
              path="menu"
              element={
                <>
                  <MenuPage />
                  <CheckoutDialogHost />
                </>
              }
            />
            <Route path="order-online" element={<OrderOnlineRoute />} />
            <Route path="about" element={<AboutPage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
            <Route path="request-my-data" element={<RequestMyDataPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route
              path="admin"
              element={
                <RequireAdmin>
                  <AdminPage />
                </RequireAdmin>
              }
            />
            <Route
              path="admin/reports"
              element={
                <RequireAdmin>
                  <ReportsPage />
                </RequireAdmin>
              }
            />
            <Route
              path="orders"
              element={
                <RequireAdmin>
                  <OrdersPage />
                </RequireAdmin>
              }
            />

            {/* ── Route slots for later issues (add each here, lazily loaded) ──────────────────────────────────
                ───────────────────────────────────────────────────────────────────────────────────────────── */}

            <Route path="order-confirmation" element={<OrderConfirmationPage />} />
            <Route path="success" element={<SuccessPage />} />
            <Route path="cancel" element={<CancelPage />} />
            <Route path="track/:token" element={<TrackingPage />} />

            {/* Spec §2: any other path redirects to /. */}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </Router>
  );
}
