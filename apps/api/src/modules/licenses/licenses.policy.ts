/** Who sees a license number in full, and who hears of expiring licenses (decision 0073). */
import { ROLES, canSeeSensitive } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** The number is sensitive (spec section 6): shown whole only to owner, manager, finance and admin roles. */
export const seesLicenseNumber = (p: Principal) => canSeeSensitive(p.subject);

/** A time_sheet_only user reads no licenses (the route table lets every partner user in). */
export function mustReadLicenses(p: Principal) {
  if (p.userType === 'partner' && p.subject.role === 'time_sheet_only')
    throw forbidden('Your role may not see licenses');
}

/** A time_sheet_only user keeps no licenses. */
export function mustKeepLicenses(p: Principal) {
  if (p.userType === 'partner' && p.subject.role === 'time_sheet_only')
    throw forbidden('Your role may not keep licenses');
}

export const receivesLicenseReminders = (role: string | null) => role !== 'time_sheet_only';

/** The partner roles told in-app of an expiring license: those who read licenses (decision 0081). */
export const LICENSE_NOTICE_ROLES = ROLES.filter(receivesLicenseReminders);
