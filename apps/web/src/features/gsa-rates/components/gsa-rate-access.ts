import { isAdminLike, type AccessSubject } from '@app/domain';

/** The per-diem table is the platform's: its staff (admin, eor) import it from CSV. */
export const importsGsaRates = (s: AccessSubject) => isAdminLike(s.userType);
