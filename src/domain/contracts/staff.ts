/** /api/admin/staff and the set-password link: the shop's staff as the Owner manages them. */
import { z } from 'zod';
import { emailSchema } from '../schemas';
import { STAFF_ROLES } from '../staff-roles';

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Please choose a role.' });

export const staffMemberAnswer = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  /** Has a PIN to switch in on a counter device. */
  hasPin: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberAnswer>;

/** POST /api/admin/staff: + Add Staff. */
export const addStaffBody = z.strictObject({
  name: z.string().trim().min(1, 'Please enter a name.').max(80, 'Please keep the name under 80 characters.'),
  email: emailSchema,
  role: staffRoleSchema,
});
export type AddStaffInput = z.infer<typeof addStaffBody>;

/** PUT /api/admin/staff/:id/role. */
export const staffRoleBody = z.strictObject({ role: staffRoleSchema });

/** POST /api/auth/password-link: who a link is for. */
export const passwordLinkBody = z.strictObject({ token: z.string().min(1).max(200) });
export const passwordLinkAnswer = z.object({ email: z.string(), name: z.string().nullable() });

/** POST /api/auth/set-password. */
export const setPasswordBody = z.strictObject({
  token: z.string().min(1).max(200),
  password: z.string().max(200, 'Please keep the password under 200 characters.'),
});
