/**
 * What the admin dashboard's "Staff activity" list receives from GET /api/admin/audit: the audit log, newest first, a
 * page at a time. Times are ISO 8601 strings in UTC (shown in Europe/London).
 */

import type { AuditPageAnswer } from './contracts/audit';

/** One entry: `actor` is null when no staff member acted; `summary` is one line made by the server. */

/** Pass `nextBefore` as `before` to read the next, older page; null when this page holds the oldest entry. */
export type StaffActivityPage = AuditPageAnswer;
