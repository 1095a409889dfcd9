import type { StaffRole } from '@domain/staff-roles';

/** One line per role, under the role's choice: what the person will be able to do. */
export const ROLE_HINTS: Record<StaffRole, string> = {
  owner: 'Everything, including staff, payments and reports.',
  manager: 'Menu, deals, hours, printers, refunds, reports and the counter. Not staff or payment settings.',
  barista: 'The orders dashboard and the make screen: confirm, ready, sold out, reprints. No refunds or settings.',
};
