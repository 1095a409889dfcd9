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
  adminPage('/admin', 'Dashboard', 'catalogue', () => import('./routes/admin-dashboard')),
  adminPage(
    '/admin/options',
    'Drink options',
    'catalogue',
    () => import('../features/admin/catalogue/components/options-page'),
  ),
  adminPage('/admin/stock', 'Stock', 'catalogue', () => import('../features/admin/catalogue/components/stock-page')),
  adminPage(
    '/admin/hours',
    'Opening hours',
    'hours',
    () => import('../features/admin/opening-hours/components/hours-page'),
  ),
  adminPage(
    '/admin/printers',
    'Printers',
    'printers',
    () => import('../features/admin/printers/components/printers-page'),
  ),
  adminPage(
    '/admin/payments',
    'Payments',
    'payments',
    () => import('../features/admin/payments/components/payments-page'),
  ),
  adminPage(
    '/admin/stamp-card',
    'Stamp card',
    'catalogue',
    () => import('../features/admin/stamp-card/components/stamp-card-page'),
  ),
  adminPage('/admin/reports', 'Reports', 'reports', () => import('../features/admin/reports/components/reports-page')),
  adminPage('/admin/close', 'Close the day', 'reports', () => import('../features/admin/close/components/close-page')),
  adminPage(
    '/admin/activity',
    'Staff activity',
    'reports',
    () => import('../features/admin/activity/components/activity-page'),
  ),
  adminPage('/admin/staff', 'Staff', 'staff', () => import('../features/admin/staff/components/staff-page')),
  adminPage(
    '/admin/devices',
    'Counter devices',
    'devices',
    () => import('../features/admin/staff/components/devices-page'),
  ),
  adminPage('/admin/my-pin', 'My PIN', 'counter', () => import('../features/admin/staff/components/my-pin-page')),
];
