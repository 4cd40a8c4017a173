/** Who does what on /labor_posters (decision 0076): the rules stay here, not inline in components. */
import { keepsLaborPosters, type AccessSubject } from '@app/domain';

/** Platform staff upload and archive posters. */
export const uploadsLaborPosters = (s: AccessSubject) => keepsLaborPosters(s);
/** A worker sees only its own places' posters: the page says so. */
export const seesOwnPlacesOnly = (s: AccessSubject) => s.userType === 'contractor';
