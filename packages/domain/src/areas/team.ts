/**
 * Contracts of the "team" area: team members and invites, per-user link permissions,
 * the signed-in user's profile, settings and consents, and server-kept column preferences.
 */
import { z } from 'zod';
import { ROLES, USER_TYPES } from '../enums.js';

export * from './team-permissions.js';
export * from './settings-views.js';

const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(100);

/** A partial update must name something to change: an empty body is a mistake, not a no-op write. */
const changesSomething = (v: object) => Object.values(v).some((x) => x !== undefined);

/* ---------- Team members (/v2/users) ---------- */

/** invited: never set a password yet; deactivated: `active` is off (sessions revoked). */
export const MEMBER_STATUSES = ['active', 'invited', 'deactivated'] as const;
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
  first_name: name('First name'),
  last_name: name('Last name'),
  role: z.enum(ROLES, 'Choose a role'),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const roleChangeSchema = z.object({ role: z.enum(ROLES, 'Choose a role') }).strict();
export type RoleChange = z.infer<typeof roleChangeSchema>;

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

/* ---------- Permissions (/v2/permissions) ---------- */

/**
 * default: as the role gives it (on or off); granted: on beyond the default (a grantOnly link);
 * revoked: off although the role gives it; unavailable: the role's capabilities exclude it and a
 * grant cannot lift that (spec section 6 rules stay in force).
 */
export const LINK_STATES = ['default', 'granted', 'revoked', 'unavailable'] as const;
export type LinkState = (typeof LINK_STATES)[number];

export const permissionLinkSchema = z.object({
  link: z.string(),
  label: z.string(),
  group: z.string(),
  /** What the role alone gives. */
  default_enabled: z.boolean(),
  enabled: z.boolean(),
  state: z.enum(LINK_STATES),
  editable: z.boolean(),
});
export type PermissionLink = z.infer<typeof permissionLinkSchema>;

export const memberPermissionsSchema = z.object({
  user: teamMemberSchema,
  /** Owners keep every link of their role: their permissions are read-only. */
  editable: z.boolean(),
  links: z.array(permissionLinkSchema),
});
export type MemberPermissions = z.infer<typeof memberPermissionsSchema>;

export const permissionChangeSchema = z
  .object({ link: z.string().trim().min(1, 'Choose a link').max(200), enabled: z.boolean() })
  .strict();
export type PermissionChange = z.infer<typeof permissionChangeSchema>;

/* ---------- Profile (/v2/profile) ---------- */

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_confirmed: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z
  .object({ first_name: name('First name'), last_name: name('Last name') })
  .partial()
  .strict()
  .refine(changesSomething, 'Change the first or the last name');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/* ---------- Settings (/v2/user_settings) ---------- */

export const THEMES = ['light', 'dark', 'auto'] as const;
export type ThemePreference = (typeof THEMES)[number];
/** Dates show in the platform's zone unless the user picks another. */
export const DEFAULT_TIMEZONE = 'America/New_York';

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const userSettingsSchema = z.object({
  theme: z.enum(THEMES),
  timezone: z.string(),
  updated_at: z.string().nullable(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const userSettingsUpdateSchema = z
  .object({
    theme: z.enum(THEMES, 'Choose light, dark or auto'),
    timezone: z.string().trim().max(64).refine(isValidTimeZone, 'Choose a valid time zone'),
  })
  .partial()
  .strict()
  .refine(changesSomething, 'Change the theme or the time zone');
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;

/* ---------- Consent settings (/v2/consent_settings) ---------- */

export const CONSENT_KEYS = ['marketing_emails', 'sms_notifications', 'product_analytics'] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];
export const CONSENT_LABELS: Record<ConsentKey, { label: string; description: string }> = {
  marketing_emails: { label: 'Marketing e-mails', description: 'News about the product and offers.' },
  sms_notifications: { label: 'SMS notifications', description: 'Text messages about approvals and payments.' },
  product_analytics: { label: 'Product analytics', description: 'Anonymous usage data that helps us improve.' },
};

export const consentSchema = z.object({
  key: z.enum(CONSENT_KEYS),
  granted: z.boolean(),
  /** Null until the user first decides (not granted by default). */
  updated_at: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentUpdateSchema = z
  .object(
    Object.fromEntries(CONSENT_KEYS.map((k) => [k, z.boolean().optional()])) as Record<
      ConsentKey,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict()
  .refine(changesSomething, 'Change at least one consent');
export type ConsentUpdate = z.infer<typeof consentUpdateSchema>;

/* ---------- Column preferences (/v2/column_preferences/:table) ---------- */

export const TABLE_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const columnPreferencesSchema = z.object({
  table: z.string(),
  hidden_columns: z.array(z.string()),
  /** Null when nothing is stored yet (the web keeps its local choice then). */
  updated_at: z.string().nullable(),
});
export type ColumnPreferences = z.infer<typeof columnPreferencesSchema>;
export const columnPreferencesUpdateSchema = z
  .object({ hidden_columns: z.array(z.string().trim().min(1).max(64)).max(100) })
  .strict();
