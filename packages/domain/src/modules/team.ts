/**
 * Team members and invites (/v2/users): the member, the admin's every-user row, a role change and
 * the detail staff see (sessions, grants, audit trail).
 */
import { z } from 'zod';
import { ROLES, USER_TYPES } from '../enums.js';
import { personName } from '../validators.js';
import { MEMBER_STATUSES } from '../value-lists.js';

/* ---------- Team members (/v2/users) ---------- */

export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: z.enum(USER_TYPES),
  role: z.enum(ROLES).nullable(),
  status: z.enum(MEMBER_STATUSES),
  active: z.boolean(),
  /** Whether signing in asks for the e-mailed code as well (the admin users list shows it). */
  requires_two_factor: z.boolean(),
  /** The latest session start, null when never signed in. */
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  /** May make API keys and webhooks (/developers, decision 0089); admins always may. */
  is_developer: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A row of the admin's every-user list: the member's identity, type, role and sign-in settings. */
export const adminUserRowSchema = teamMemberSchema.pick({
  id: true,
  email: true,
  first_name: true,
  last_name: true,
  user_type: true,
  role: true,
  active: true,
  requires_two_factor: true,
  created_at: true,
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const teamInviteSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address'),
  first_name: personName('First name'),
  last_name: personName('Last name'),
  role: z.enum(ROLES, 'Choose a role'),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const roleChangeSchema = z.object({ role: z.enum(ROLES, 'Choose a role') }).strict();
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** The user types that may be developers (the /developers page's and API's readers). */
export const DEVELOPER_USER_TYPES = [
  'admin',
  'eor',
  'partner',
] as const satisfies readonly (typeof USER_TYPES)[number][];

export const canBeDeveloper = (userType: (typeof USER_TYPES)[number]) =>
  (DEVELOPER_USER_TYPES as readonly string[]).includes(userType);

/** PATCH /v2/users/{id}: one change a request — the member's role, or whether they are a developer. */
export const memberUpdateSchema = z.union([
  roleChangeSchema,
  z.object({ is_developer: z.boolean('Say whether the member is a developer') }).strict(),
]);
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export const userSessionSchema = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  /** The admin who held the session while acting as this user. */
  acting_admin_email: z.string().nullable(),
});
export const userAuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor_email: z.string().nullable(),
  created_at: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export const userGrantSchema = z.object({ link: z.string(), granted: z.boolean() });

/**
 * One user as /users/:id and the team screen show them. `organization` names what the user
 * belongs to. Staff (admin, eor) also get sessions, grants and the audit trail; for anyone else
 * these keys are absent.
 */
export const userDetailSchema = teamMemberSchema.extend({
  email_confirmed: z.boolean(),
  organization: z.object({ type: z.enum(USER_TYPES), id: z.string().nullable(), name: z.string() }),
  sessions: z.array(userSessionSchema).optional(),
  grants: z.array(userGrantSchema).optional(),
  audit: z.array(userAuditEntrySchema).optional(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;
export type UserSession = z.infer<typeof userSessionSchema>;
export type UserAuditEntry = z.infer<typeof userAuditEntrySchema>;

// Kept in the schema-free value-lists.ts (a screen needing only these loads no schema); re-exported here.
export { MEMBER_STATUSES };
