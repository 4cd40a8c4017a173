/** Who reads which requirements on /screenings (decision 0083): the rules stay here, not inline in components. */
import { isAdminLike, type AccessSubject } from '@app/domain';

/** Platform staff read every partner's requirements, so the table names each row's partner. */
export const seesEveryPartnersRequirements = (s: AccessSubject) => isAdminLike(s.userType);
