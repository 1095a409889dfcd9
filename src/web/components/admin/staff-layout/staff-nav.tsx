import { roleMay } from '@domain/staff-roles';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { Link, useLocation } from '../../../lib/router';
import { useSession } from '../../../lib/session/use-session';
import { useStaffPages } from './staff-pages';

/**
 * The counter's screens in the staff navigation. Named in full ("Orders dashboard", "Make screen") so they read apart
 * from the short Orders / Make queue switch that the two screens carry at their top.
 */
const COUNTER_SCREENS = [
  { path: '/orders', label: 'Orders dashboard' },
  { path: '/orders/queue', label: 'Make screen' },
] as const;

/**
 * `row`: the staff layout's bar, the links wrapping onto a second line on a tablet and, on a phone, on one line that
 * scrolls sideways with the current one brought into view. `column`: the make screen's staff menu, one link a row
 * under its group's heading.
 */
type Shape = 'column' | 'row';

interface NavLinkEntry {
  path: string;
  label: string;
}

/**
 * The staff navigation: the counter's two screens (**Counter**) and the admin pages that the person's role reaches
 * (**Admin pages**, the app's list of them), the current page marked with aria-current.
 */
export function StaffNav({ shape, onNavigate }: { shape: Shape; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const role = useSession().data?.user?.role;
  const counter = roleMay(role, 'counter') ? COUNTER_SCREENS : [];
  const pages = useStaffPages().filter((page) => roleMay(role, page.permission));
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shape !== 'row') return;
    row.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [here, shape]);

  // In the bar, the counter's two links stay side by side; the admin pages wrap beside them on a tablet.
  const group = (label: string, title: string, entries: readonly NavLinkEntry[], wraps = false) =>
    entries.length === 0 ? null : (
      <nav aria-label={label} className={shape === 'row' ? cn('shrink-0', wraps && 'md:min-w-0 md:shrink') : undefined}>
        {shape === 'column' ? (
          <p aria-hidden className="px-3 pb-1 text-xs font-bold tracking-wider text-tea-700 uppercase">
            {title}
          </p>
        ) : null}
        <ul className={shape === 'row' ? cn('flex gap-1.5', wraps && 'md:flex-wrap') : 'grid gap-0.5'}>
          {entries.map((entry) => (
            <li key={entry.path} className={shape === 'row' ? 'shrink-0' : undefined}>
              <StaffLink entry={entry} current={here === entry.path} shape={shape} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
    );

  return (
    <div
      ref={row}
      className={cn(
        shape === 'row'
          ? '-mx-1 flex items-center gap-3 overflow-x-auto px-1 py-1 [scrollbar-width:thin] md:items-start md:overflow-visible'
          : 'grid content-start gap-5',
      )}
    >
      {group('Counter', 'Counter', counter)}
      {shape === 'row' && counter.length && pages.length ? (
        <span aria-hidden className="h-6 w-px shrink-0 bg-tea-900/20 md:mt-2.5" />
      ) : null}
      {group('Admin pages', 'Admin', pages, true)}
    </div>
  );
}

function StaffLink({
  entry,
  current,
  shape,
  onNavigate,
}: {
  entry: NavLinkEntry;
  current: boolean;
  shape: Shape;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to={entry.path}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      className={cn(
        'flex min-h-11 items-center font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-taro-600',
        shape === 'row' ? 'rounded-full px-3.5 text-sm ring-1' : 'min-h-10 rounded-xl px-3 text-[0.9375rem]',
        current
          ? 'bg-tea-900 text-cream-50 ring-tea-900'
          : shape === 'row'
            ? 'bg-white text-tea-900 ring-tea-900/15 hover:bg-cream-100'
            : 'text-tea-900 hover:bg-cream-200',
      )}
    >
      {entry.label}
    </Link>
  );
}
