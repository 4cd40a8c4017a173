import { choosesPartner, type AccessSubject } from '@app/domain';

/**
 * Who names the employer whose company taxes give a W-2 paycheck's SUTA and workers' comp (the platform
 * or a self-employer partner): platform staff, as the API lets them. A partner's users always get their
 * own employer, and the API refuses another's key from them.
 */
export const choosesEmployer = (s: AccessSubject) => choosesPartner(s);
