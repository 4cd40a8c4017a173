import { canSeeSensitive, seesSeveralPartners, type AccessSubject } from '@app/domain';

/** Who generates agreements and writes templates: the admin, and a partner's sensitive roles (the API's rule). */
export const preparesAgreements = (s: AccessSubject) =>
  s.userType === 'admin' || (s.userType === 'partner' && canSeeSensitive(s));

/** Who reads agreement templates (the Templates tab): staff and a partner's sensitive roles. */
export const readsAgreementTemplates = (s: AccessSubject) =>
  (s.userType === 'admin' || s.userType === 'eor' || s.userType === 'partner') && canSeeSensitive(s);

/** Who creates document templates: the same roles that write agreement templates. */
export const writesTemplates = preparesAgreements;

/** The list names each agreement's partner for those who see several partners'. */
export const showsPartnerColumn = (s: AccessSubject) => seesSeveralPartners(s);

/** A worker sees only its own agreements: the worker column says nothing to it. */
export const showsWorkerColumn = (s: AccessSubject) => s.userType !== 'contractor';
