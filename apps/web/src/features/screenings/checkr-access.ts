/** Who does what with Checkr on screen (decision 0080): the rules are @app/domain's, as the API's. */
import { connectsCheckr, isAdminLike, ordersScreenings, type AccessSubject } from '@app/domain';

/** Platform staff pick the partner whose Checkr they look at; a partner's users see their own. */
export const picksCheckrPartner = (s: AccessSubject) => isAdminLike(s.userType);
/** The Checkr tab of /screenings: those who order screenings (staff and partners). */
export const seesCheckr = (s: AccessSubject) => ordersScreenings(s.userType);
/** Connect or disconnect: staff, and a partner's owner or manager. */
export const mayConnectCheckr = (s: AccessSubject) => connectsCheckr(s.userType, s.role);
