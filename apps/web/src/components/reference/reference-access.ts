import type { AccessSubject } from '@app/domain';

/*
 * Whose partner a row names, and who picks it on create, are @app/domain's seesSeveralPartners and
 * choosesPartner (one rule for every list and form).
 */

/** Client users see only their own client's rows: a client picker or filter says nothing to them. */
export const picksClient = (s: AccessSubject) => s.userType !== 'client';
