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

type PageRow = [slug: string, label: string, permission: StaffPermission, load: AdminPageEntry['load']];

/**
 * The admin area's pages, in the order of its navigation: the part of the address after /admin, the navigation's
 * label, the permission and the page's code. A new admin page is one row here: the router gives it its address behind
 * the admin guard, and every admin page's navigation lists it.
 */
const PAGE_ROWS: readonly PageRow[] = [
  ['', 'Dashboard', 'catalogue', () => import('./routes/admin-dashboard')],
  ['options', 'Drink options', 'catalogue', () => import('../features/admin/catalogue/components/options-page')],
  ['stock', 'Stock', 'catalogue', () => import('../features/admin/catalogue/components/stock-page')],
  ['hours', 'Opening hours', 'hours', () => import('../features/admin/opening-hours/components/hours-page')],
  ['printers', 'Printers', 'printers', () => import('../features/admin/printers/components/printers-page')],
  ['payments', 'Payments', 'payments', () => import('../features/admin/payments/components/payments-page')],
  ['stamp-card', 'Stamp card', 'catalogue', () => import('../features/admin/stamp-card/components/stamp-card-page')],
  ['reports', 'Reports', 'reports', () => import('../features/admin/reports/components/reports-page')],
  ['close', 'Close the day', 'reports', () => import('../features/admin/close/components/close-page')],
  ['activity', 'Staff activity', 'reports', () => import('../features/admin/activity/components/activity-page')],
  ['staff', 'Staff', 'staff', () => import('../features/admin/staff/components/staff-page')],
  ['devices', 'Counter devices', 'devices', () => import('../features/admin/staff/components/devices-page')],
  ['my-pin', 'My PIN', 'counter', () => import('../features/admin/staff/components/my-pin-page')],
];

export const ADMIN_PAGES: readonly AdminPageEntry[] = PAGE_ROWS.map(([slug, label, permission, load]) => ({
  path: slug ? `/admin/${slug}` : '/admin',
  label,
  permission,
  load,
  Page: lazy(load),
}));
