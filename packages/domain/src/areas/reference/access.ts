/**
 * Who may change reference data (work locations, departments, jobs, end clients, workers comp
 * codes, worker classifications). Reading is row scoping in the API; these are the write rules
 * both the API policy and the web buttons use.
 */
import {
  canCreateSalariedJobs,
  canSeeCanada,
  clientCanCreateAssignment,
  type AccessSubject,
} from '../../capabilities.js';
import type { Role } from '../../enums.js';
import { isAdminLike } from '../../roles.js';

const REFERENCE_MANAGING_ROLES: readonly Role[] = ['owner', 'manager', 'admin', 'recruiter'];

/** Staff, or the partner's managing roles (the same roles that manage its clients). */
export const canManageReferenceData = (s: AccessSubject) =>
  isAdminLike(s.userType) || (s.userType === 'partner' && s.role !== null && REFERENCE_MANAGING_ROLES.includes(s.role));

/** Jobs also for a client's owner whose client may create assignments (section 6). */
export const canManageJobs = (s: AccessSubject) => canManageReferenceData(s) || clientCanCreateAssignment(s);

/** The workers comp code table is the platform's: admin and eor only. */
export const canManageWorkersCompCodes = (s: AccessSubject) => isAdminLike(s.userType);

/** Canadian addresses and the canada_t4 classification: staff, or a Canada-enabled partner. */
export const canUseCanada = canSeeCanada;

export { canCreateSalariedJobs };
