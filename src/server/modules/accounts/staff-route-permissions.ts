/**
 * The permission each staff call needs, by its method and route pattern. Every route under /api/admin must have a
 * line here: registerStaffAccess refuses to start a server with a staff route that has none, so a new route cannot
 * be left open to every role by forgetting it. HEAD follows GET.
 */
import type { StaffPermission } from '@domain/staff-roles';

export const STAFF_ROUTE_PERMISSIONS: Readonly<Record<string, StaffPermission>> = {
  // Staff accounts.
  'POST /api/admin/users': 'staff',
  'GET /api/admin/staff': 'staff',
  'POST /api/admin/staff': 'staff',
  'PUT /api/admin/staff/:id/role': 'staff',
  'POST /api/admin/staff/:id/deactivate': 'staff',
  'POST /api/admin/staff/:id/link': 'staff',
  'PUT /api/admin/staff/:id/pin': 'staff',

  // Counter devices, and what every member of staff may do for themselves (their PIN; a tablet saying it was touched).
  'GET /api/admin/counter-devices': 'devices',
  'POST /api/admin/counter-devices': 'devices',
  'POST /api/admin/counter-devices/:id/revoke': 'devices',
  'PUT /api/admin/counter-devices/:id/mode': 'devices',
  'PUT /api/admin/my-pin': 'counter',
  'POST /api/admin/still-here': 'counter',

  // The counter: what a barista works from.
  'GET /api/admin/orders': 'counter',
  'GET /api/admin/orders/stream': 'counter',
  'GET /api/admin/orders/here': 'counter',
  'GET /api/admin/orders/:id': 'counter',
  'GET /api/admin/orders/:id/history': 'counter',
  'POST /api/admin/orders/:id/confirm': 'counter',
  'POST /api/admin/orders/:id/complete': 'counter',
  'POST /api/admin/orders/:id/ready': 'counter',
  'PUT /api/admin/orders/:id/prep-time': 'counter',
  'POST /api/admin/orders/:id/print/:kind': 'counter',
  'GET /api/admin/orders/:id/labels': 'counter',
  'GET /api/admin/queue': 'counter',
  'POST /api/admin/queue/:orderId/cups/:cup/made': 'counter',
  'POST /api/admin/queue/:orderId/ready': 'counter',
  'POST /api/admin/queue/:orderId/recall': 'counter',
  'GET /api/admin/option-groups': 'counter',
  'PUT /api/admin/drink-options/:id': 'counter',
  // The till: sales rung up at the counter and paid there.
  'POST /api/admin/till/sales': 'counter',
  'POST /api/admin/till/sales/:orderId/cash': 'counter',
  'POST /api/admin/till/sales/:orderId/charge': 'counter',
  'POST /api/admin/till/sales/:orderId/sandbox-reader': 'counter',
  'GET /api/admin/till/sales/:orderId': 'counter',
  'GET /api/admin/till/readers': 'counter',
  'GET /api/admin/till/awaiting': 'counter',
  'POST /api/admin/till/stamp-card': 'counter',
  'POST /api/admin/ingredients/:id/out': 'counter',
  'POST /api/admin/ingredients/:id/back-in': 'counter',
  'GET /api/admin/stock/board': 'counter',

  'POST /api/admin/orders/:id/refund': 'refunds',

  // The catalogue.
  'POST /api/admin/option-groups': 'catalogue',
  'PUT /api/admin/option-groups/:id': 'catalogue',
  'DELETE /api/admin/option-groups/:id': 'catalogue',
  'PUT /api/admin/option-group-order': 'catalogue',
  'GET /api/admin/categories': 'catalogue',
  'POST /api/admin/categories': 'catalogue',
  'PUT /api/admin/categories/:id': 'catalogue',
  'DELETE /api/admin/categories/:id': 'catalogue',
  'GET /api/admin/products': 'catalogue',
  'POST /api/admin/products': 'catalogue',
  'PUT /api/admin/products/:id': 'catalogue',
  'DELETE /api/admin/products/:id': 'catalogue',
  'PUT /api/admin/product-order': 'catalogue',
  'POST /api/admin/products/:id/photo': 'catalogue',
  'GET /api/admin/promotions': 'catalogue',
  'POST /api/admin/promotions': 'catalogue',
  'PUT /api/admin/promotions/:id': 'catalogue',
  'DELETE /api/admin/promotions/:id': 'catalogue',
  'GET /api/admin/stamp-card': 'catalogue',
  'PUT /api/admin/stamp-card': 'catalogue',
  'GET /api/admin/stock': 'catalogue',
  'POST /api/admin/ingredients': 'catalogue',
  'PUT /api/admin/ingredients/:id': 'catalogue',
  'DELETE /api/admin/ingredients/:id': 'catalogue',
  'PUT /api/admin/stock/products/:id': 'catalogue',

  // Hours and the shop's state.
  'GET /api/admin/opening-hours': 'hours',
  'PUT /api/admin/opening-hours': 'hours',
  'PUT /api/admin/asap-wait': 'hours',
  'POST /api/admin/shop-pause': 'hours',
  'POST /api/admin/shop-resume': 'hours',
  'PUT /api/admin/shop-busy': 'hours',
  'PUT /api/admin/shop-baristas': 'hours',
  'PUT /api/admin/slot-capacity': 'hours',

  'GET /api/admin/printers': 'printers',
  'POST /api/admin/printers': 'printers',
  'DELETE /api/admin/printers/:id': 'printers',
  'POST /api/admin/printers/:id/test': 'printers',

  'GET /api/admin/reports': 'reports',
  'GET /api/admin/reports/export.csv': 'reports',
  'GET /api/admin/audit': 'reports',
  'GET /api/admin/stock/outages': 'reports',
  'GET /api/admin/stock/refusals': 'reports',
  // The day's close: the Z report, the float, Close the day, its e-mail, the accountant's files and the VAT summary.
  'GET /api/admin/close': 'reports',
  'PUT /api/admin/close/float': 'reports',
  'POST /api/admin/close': 'reports',
  'POST /api/admin/close/email': 'reports',
  'GET /api/admin/close/export.csv': 'reports',
  'GET /api/admin/close/vat-summary': 'reports',
  // VAT: the number and the accountant's codes belong with the reports and the day's close (Manager and up).
  'GET /api/admin/vat/settings': 'reports',
  'PUT /api/admin/vat/settings': 'reports',

  'GET /api/admin/payments': 'payments',
  'POST /api/admin/test-payment': 'payments',
  'GET /api/admin/payments/readers': 'payments',
  'POST /api/admin/payments/readers': 'payments',
};

/** The permission a staff route needs, or undefined when the table has no line for it. */
export function permissionFor(method: string, url: string): StaffPermission | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return STAFF_ROUTE_PERMISSIONS[key];
}
