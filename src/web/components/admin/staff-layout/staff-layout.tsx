import { roleMay } from '@domain/staff-roles';
import { Suspense, type ReactNode } from 'react';
import { Logo } from '../../logo';
import { PageLoading } from '../../page-loading';
import { TestModeBand } from '../../test-mode-band';
import { Link, useLocation } from '../../../lib/router';
import { useSession } from '../../../lib/session/use-session';
import { LiveHereAlerts } from '../here-alerts';
import { PrinterAlerts } from '../printer-alerts';
import { StaffExits, StaffPerson } from './staff-account';
import { StaffFooter } from './staff-footer';
import { StaffNav } from './staff-nav';

/**
 * The back office's frame, around /admin, its pages and /orders: a header with the shop's name, the signed-in person
 * and their role, View shop and Logout; the staff navigation in a bar under it (the page keeps the screen's whole width,
 * which the counter's cards and the catalogue's grids are laid out for); the page; the footer's quick links on one slim line. No basket and no customer status band: this is not
 * the shop. The cookie banner (`cookieBanner`, composed by the app) keeps its rule but sits in the page's flow, above
 * it, so it never covers a staff control.
 *
 * Until a member of staff is known, only the page is drawn: its guard sends a visitor to /login and a customer to /.
 */
export default function StaffLayout({ children, cookieBanner }: { children: ReactNode; cookieBanner: ReactNode }) {
  const user = useSession().data?.user;
  const { pathname } = useLocation();
  const page = <Suspense fallback={<PageLoading />}>{children}</Suspense>;
  if (!user?.isAdmin) return page;
  // The counter's screens give their own printer alerts, with the new-order sound.
  const adminPage = pathname.toLowerCase().startsWith('/admin');
  const printerAlerts = adminPage && roleMay(user.role, 'printers');
  // Likewise the customers who said I'm here: on the admin pages, for whoever may hand orders over.
  const hereAlerts = adminPage && roleMay(user.role, 'counter');
  return (
    <div className="flex min-h-dvh flex-col">
      <StaffHeader home={roleMay(user.role, 'catalogue') ? '/admin' : '/orders'} />
      <div className="border-b border-tea-900/10 bg-cream-50 px-3 py-1.5 sm:px-6 print:hidden">
        <StaffNav shape="row" />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div className="px-4 pt-4 empty:hidden sm:px-6 print:hidden">{cookieBanner}</div>
        {printerAlerts ? <PrinterAlerts className="mx-auto max-w-7xl px-4 sm:px-6" /> : null}
        {hereAlerts ? <LiveHereAlerts className="mx-auto max-w-7xl px-4 sm:px-6" /> : null}
        {page}
      </main>
      <StaffFooter />
    </div>
  );
}

/** The top bar: the shop's name (to the person's first staff page), who is signed in, View shop and Logout. */
function StaffHeader({ home }: { home: string }) {
  return (
    <header className="border-b border-tea-900/10 bg-white print:hidden">
      <a
        href="#main"
        className="sr-only rounded-full bg-white px-4 py-2 font-semibold text-tea-900 shadow focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-10"
      >
        Skip to content
      </a>
      {/* One row from 640 px; on a phone the person goes to a second line under the name and the two buttons. */}
      <div className="flex min-h-14 flex-wrap items-center gap-x-3 px-3 sm:flex-nowrap sm:px-6">
        <Link to={home} className="-ml-1 mr-auto flex shrink-0 items-center gap-2 rounded-full p-1">
          <Logo compact />
          <span className="rounded-full bg-tea-900 px-2 py-0.5 text-xs font-bold tracking-wider text-cream-50 uppercase">
            Admin
          </span>
        </Link>
        <StaffPerson className="order-last w-full pb-2 pl-1 sm:order-none sm:w-auto sm:pb-0 sm:pl-0" />
        <StaffExits />
      </div>
      <TestModeBand />
    </header>
  );
}
