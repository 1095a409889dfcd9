/**
 * Who on the staff may do what. A staff member has exactly one role; a signed-in user with no role is a customer-side
 * account and reaches no staff page or call. The server checks a permission on every staff call; the browser reads
 * the same table only to hide what a person may not use.
 */

export const STAFF_ROLES = ['owner', 'manager', 'barista'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  barista: 'Barista',
};

/** What a role reaches, one word per area of the back office. */
export const STAFF_PERMISSIONS = [
  /** The orders dashboard, the make screen, Mark as Ready, prep times, sold-out options, reprints. */
  'counter',
  /** Categories, products, promotions, drink options, photos, the stamp card's settings. */
  'catalogue',
  /** Opening hours, pause and busy, pickup slots. */
  'hours',
  'printers',
  'refunds',
  /** Reports, exports and the staff activity log. */
  'reports',
  /** Staff accounts and everyone's PIN. */
  'staff',
  /** Counter devices: signing a shared tablet in as one, and revoking one. */
  'devices',
  /** Payment settings and the test payment. */
  'payments',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const GRANTS: Record<StaffRole, ReadonlySet<StaffPermission>> = {
  owner: new Set(STAFF_PERMISSIONS),
  manager: new Set<StaffPermission>(['counter', 'catalogue', 'hours', 'printers', 'refunds', 'reports', 'devices']),
  barista: new Set<StaffPermission>(['counter']),
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a person with this role (null: no staff role) may use this area. */
export function roleMay(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role ? GRANTS[role].has(permission) : false;
}
