import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One page of the admin area: its address, its name in the admin navigation, and its code (loaded on demand). */
export interface AdminPageEntry {
  path: `/admin${string}`;
  label: string;
  /** Fetches the page's code; the router starts it beside the admin navigation's, so neither waits for the other. */
  load: () => Promise<{ default: ComponentType }>;
  Page: LazyExoticComponent<ComponentType>;
}

function adminPage(path: AdminPageEntry['path'], label: string, load: AdminPageEntry['load']): AdminPageEntry {
  return { path, label, load, Page: lazy(load) };
}

/**
 * The admin area's pages, in the order of its navigation. A new admin page is one entry here: the router gives it its
 * address behind the admin guard, and every admin page's navigation lists it.
 */
export const ADMIN_PAGES: readonly AdminPageEntry[] = [
  adminPage('/admin', 'Dashboard', () => import('./components/admin-page')),
  adminPage('/admin/options', 'Drink options', () => import('./pages/options-page')),
  adminPage('/admin/hours', 'Opening hours', () => import('./pages/hours-page')),
  adminPage('/admin/printers', 'Printers', () => import('./pages/printers-page')),
  adminPage('/admin/payments', 'Payments', () => import('./pages/payments-page')),
  adminPage('/admin/stamp-card', 'Stamp card', () => import('./pages/stamp-card-page')),
  adminPage('/admin/reports', 'Reports', () => import('./reports/components/reports-page')),
  adminPage('/admin/activity', 'Staff activity', () => import('./pages/activity-page')),
];
