import type { Role, UserType } from './enums.js';
import { ROLES } from './enums.js';

/**
 * The roles a user of each type may hold (the team screen offers exactly these when inviting or
 * changing a role; the API refuses the rest). See docs/decisions/0016-team-permissions-settings.md.
 * - partner: every role; a staffing partner runs recruiting, payroll and verification itself.
 * - eor: no sourcing-only recruiters (the EOR does not source candidates).
 * - sales_partner: they see referred partners read-only; recruiting, payroll and verification roles
 *   would grant nothing, so only the management roles and owner.
 * - client: owner, managers, finance (bills and invoices), admin, and time_sheet_only approvers.
 * Admin users are always `admin`; contractors have no role.
 */
const ROLES_BY_USER_TYPE: Record<UserType, readonly Role[]> = {
  admin: ['admin'],
  eor: [
    'owner',
    'manager',
    'finance',
    'admin',
    'recruiter',
    'recruiter_payroll',
    'document_verifier',
    'time_sheet_only',
  ],
  partner: ROLES,
  sales_partner: ['owner', 'manager', 'finance', 'admin'],
  client: ['owner', 'manager', 'finance', 'admin', 'time_sheet_only'],
  contractor: [],
};

export function rolesValidFor(userType: UserType): readonly Role[] {
  return ROLES_BY_USER_TYPE[userType];
}

export function isRoleValidFor(userType: UserType, role: Role | null): boolean {
  if (userType === 'contractor') return role === null;
  return role !== null && rolesValidFor(userType).includes(role);
}

/** User types whose organizations have a team an owner manages (/team, /permissions). */
export const TEAM_USER_TYPES = ['eor', 'partner', 'sales_partner', 'client'] as const satisfies readonly UserType[];
export type TeamUserType = (typeof TEAM_USER_TYPES)[number];
export const hasTeam = (t: UserType): t is TeamUserType => (TEAM_USER_TYPES as readonly UserType[]).includes(t);

export const isAdminLike = (t: UserType) => t === 'admin' || t === 'eor';
export const isPartnerLike = (t: UserType) => t === 'partner' || t === 'sales_partner';
