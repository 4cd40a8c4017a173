import { isAdminLike, type AccessSubject } from '@app/domain';

/**
 * Platform staff work for any partner, so the margin preview names the client's partner (its burden
 * rates apply); everyone else's preview uses their own partner.
 */
export const namesMarginPartner = (s: AccessSubject) => isAdminLike(s.userType);
