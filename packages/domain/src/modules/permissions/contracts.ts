/** Per-user link permissions (/v2/permissions): each link's state for a member and a change to it. */
import { z } from 'zod';
import { teamMemberSchema } from '../team.js';

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
