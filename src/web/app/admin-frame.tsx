import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from '../lib/router';
import { cn } from '../lib/cn';
import { roleMay } from '@domain/staff-roles';
import { useSession } from '../lib/session/use-session';
import { ADMIN_PAGES } from './admin-pages';
import { PrinterAlerts } from '../components/admin/printer-alerts';

/**
 * Every admin page: the admin navigation (one link per entry of ADMIN_PAGES that the person's role reaches, the
 * current one marked), then the page. On a phone the links stay on one row that scrolls sideways, so the page starts
 * right below them. A printer that is offline with prints waiting is announced under them, on every admin page.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const row = useRef<HTMLUListElement>(null);
  const role = useSession().data?.user?.role;
  // Only the pages this person's role reaches.
  const pages = ADMIN_PAGES.filter((page) => roleMay(role, page.permission));
  // On a phone the row scrolls sideways: the current page's link is brought into it.
  useEffect(() => {
    row.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [here]);
  return (
    <>
      <nav aria-label="Admin pages" className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
        <ul ref={row} className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 [scrollbar-width:thin]">
          {pages.map((page) => {
            const current = here === page.path;
            return (
              <li key={page.path} className="shrink-0">
                <Link
                  to={page.path}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-taro-600',
                    current
                      ? 'bg-tea-900 text-cream-50 ring-tea-900'
                      : 'bg-white text-tea-900 ring-tea-900/15 hover:bg-cream-100',
                  )}
                >
                  {page.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <PrinterAlerts className="mx-auto max-w-7xl px-4 sm:px-6" />
      {children}
    </>
  );
}
