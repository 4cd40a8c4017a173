import { canManageReferenceData, type AccessSubject } from '@app/domain';

/** Project codes are the partner's to keep (staff and the partner's managers); clients read them. */
export const canManageProjectCodes = (s: AccessSubject) => s.userType !== 'client' && canManageReferenceData(s);
