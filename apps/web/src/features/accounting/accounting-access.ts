/** Who does what with accounting integrations on screen (decision 0091): the rules are @app/domain's, as the API's. */
import { canSeeSensitive, isAdminLike, type AccessSubject } from '@app/domain';

/** Platform staff pick the partner whose integrations they look at; a partner's users see their own. */
export const picksAccountingPartner = (s: AccessSubject) => isAdminLike(s.userType);
/** Connect, map and export: staff, and a partner's users with section 6's sensitive access. */
export const managesAccounting = (s: AccessSubject) =>
  isAdminLike(s.userType) || (s.userType === 'partner' && canSeeSensitive(s));
