import { canSeeSensitive, isAdminLike, type AccessSubject, type CurrentUser } from '@app/domain';

/** Platform staff (admin, eor) edit a sales partner and reach the list; its own users only read their record. */
export const editsSalesPartners = (user: Pick<CurrentUser, 'user_type'>) => isAdminLike(user.user_type);

/** A sales partner's masked EIN: the sensitive roles (staff, its own owner, manager, finance, admin) reveal it. */
export const mayRevealSalesPartnerTaxId = (s: AccessSubject) => canSeeSensitive(s);
