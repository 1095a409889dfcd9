/**
 * The whole database schema: every module's tables, each defined beside its owner (modules/<m>/schema.ts).
 * drizzle-kit (`npm run db:generate` writes ./migrations from it), the demo seed and test support read it here; the
 * rest of db/ never imports it, so db/ depends on no module. A module's production code reads only its own schema.ts
 * (lint: pearl/own-tables-only).
 */
export * from '../modules/catalogue/schema';
export * from '../modules/orders/schema';
export * from '../modules/payments/schema';
export * from '../modules/accounts/schema';
export * from '../modules/audit/schema';
export * from '../modules/mail/schema';
export * from '../modules/privacy/schema';
export * from '../modules/opening-hours/schema';
export * from '../modules/printing/schema';
export * from '../modules/counter/schema';
export * from '../modules/loyalty/schema';
export * from '../modules/stock/schema';
export * from '../modules/notifications/schema';
export * from '../modules/close/schema';
export * from '../modules/vat/schema';
