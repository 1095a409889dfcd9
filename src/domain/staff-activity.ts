/**
 * What the admin dashboard's "Staff activity" list receives from GET /api/admin/audit: the audit log, newest first, a
 * page at a time. Times are ISO 8601 strings in UTC (shown in Europe/London).
 */

export interface StaffActivityEntry {
  id: number;
  at: string;
  /** The staff member's e-mail; null when no staff member acted (the system, or a customer's own request). */
  actor: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  /** One line in words, made by the server from the entry's details (which never leave it). */
  summary: string;
}

export interface StaffActivityPage {
  entries: StaffActivityEntry[];
  /** Pass as `before` to read the next, older page; null when this page holds the oldest entry. */
  nextBefore: number | null;
}
