/**
 * Who may change reference data (work locations, departments, jobs, end clients, workers comp
 * codes, worker classifications). Reading is row scoping in the API; these are the write rules
 * both the API policy and the web buttons use.
 */
import {
  canCreateSalariedJobs,
  canManageClients,
  canSeeCanada,
  clientCanCreateAssignment,
  type AccessSubject,
} from '../../capabilities.js';
import { isAdminLike } from '../../roles.js';

/** Staff, or the partner's managing roles: the same rule as for its clients. */
export const canManageReferenceData = (s: AccessSubject) => canManageClients(s);

/** Jobs also for a client's owner whose client may create assignments (section 6). */
export const canManageJobs = (s: AccessSubject) => canManageReferenceData(s) || clientCanCreateAssignment(s);

/** The workers comp code table is the platform's: admin and eor only. */
export const canManageWorkersCompCodes = (s: AccessSubject) => isAdminLike(s.userType);

/** Canadian addresses and the canada_t4 classification: staff, or a Canada-enabled partner. */
export const canUseCanada = canSeeCanada;

export { canCreateSalariedJobs };
