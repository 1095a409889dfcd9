import type { StaffPermission } from '@domain/staff-roles';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One page of the admin area: its address, its name in the admin navigation, and its code (loaded on demand). */
export interface AdminPageEntry {
  path: `/admin${string}`;
  label: string;
  /** What a role needs to open it (the server checks every call on its own). */
  permission: StaffPermission;
  /** Fetches the page's code; the router starts it beside the admin navigation's, so neither waits for the other. */
  load: () => Promise<{ default: ComponentType }>;
  Page: LazyExoticComponent<ComponentType>;
}

function adminPage(
  path: AdminPageEntry['path'],
  label: string,
  permission: StaffPermission,
  load: AdminPageEntry['load'],
): AdminPageEntry {
  return { path, label, permission, load, Page: lazy(load) };
}

/**
 * The admin area's pages, in the order of its navigation. A new admin page is one entry here: the router gives it its
 * address behind the admin guard, and every admin page's navigation lists it.
 */
export const ADMIN_PAGES: readonly AdminPageEntry[] = [
  adminPage('/admin', 'Dashboard', 'catalogue', () => import('./components/admin-page')),
  adminPage('/admin/options', 'Drink options', 'catalogue', () => import('./pages/options-page')),
  adminPage('/admin/stock', 'Stock', 'catalogue', () => import('./pages/stock-page')),
  adminPage('/admin/hours', 'Opening hours', 'hours', () => import('./pages/hours-page')),
  adminPage('/admin/printers', 'Printers', 'printers', () => import('./pages/printers-page')),
  adminPage('/admin/payments', 'Payments', 'payments', () => import('./pages/payments-page')),
  adminPage('/admin/stamp-card', 'Stamp card', 'catalogue', () => import('./pages/stamp-card-page')),
  adminPage('/admin/reports', 'Reports', 'reports', () => import('./reports/components/reports-page')),
  adminPage('/admin/activity', 'Staff activity', 'reports', () => import('./pages/activity-page')),
  adminPage('/admin/staff', 'Staff', 'staff', () => import('./pages/staff-page')),
];
