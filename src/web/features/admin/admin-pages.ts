import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One page of the admin area: its address, its name in the admin navigation, and its code (loaded on demand). */
export interface AdminPageEntry {
  path: `/admin${string}`;
  label: string;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * The admin area's pages, in the order of its navigation. A new admin page is one entry here: the router gives it its
 * address behind the admin guard, and every admin page's navigation lists it.
 */
export const ADMIN_PAGES: readonly AdminPageEntry[] = [
  { path: '/admin', label: 'Dashboard', Page: lazy(() => import('./components/admin-page')) },
  { path: '/admin/options', label: 'Drink options', Page: lazy(() => import('./pages/options-page')) },
  { path: '/admin/hours', label: 'Opening hours', Page: lazy(() => import('./pages/hours-page')) },
  { path: '/admin/printers', label: 'Printers', Page: lazy(() => import('./pages/printers-page')) },
  { path: '/admin/payments', label: 'Payments', Page: lazy(() => import('./pages/payments-page')) },
  { path: '/admin/stamp-card', label: 'Stamp card', Page: lazy(() => import('./pages/stamp-card-page')) },
  { path: '/admin/reports', label: 'Reports', Page: lazy(() => import('./reports/components/reports-page')) },
  { path: '/admin/activity', label: 'Staff activity', Page: lazy(() => import('./pages/activity-page')) },
];
