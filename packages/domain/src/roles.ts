import type { Role, UserType } from './enums.js';
import { ROLES } from './enums.js';

/** Admin users are always `admin`; contractors have no role; every other type picks one of the nine. */
export function rolesValidFor(userType: UserType): readonly Role[] {
  if (userType === 'admin') return ['admin'];
  if (userType === 'contractor') return [];
  return ROLES;
}

export function isRoleValidFor(userType: UserType, role: Role | null): boolean {
  if (userType === 'contractor') return role === null;
  return role !== null && rolesValidFor(userType).includes(role);
}

export const isAdminLike = (t: UserType) => t === 'admin' || t === 'eor';
export const isPartnerLike = (t: UserType) => t === 'partner' || t === 'sales_partner';
