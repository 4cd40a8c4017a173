import { choosesPartner, isAdminLike, type AccessSubject } from '@app/domain';
import { recordsPayments } from './payment-access';

/** Import a bank remittance file: whoever records payments (the API applies the same rule). */
export const importsRemittances = (s: AccessSubject) => recordsPayments(s);

/** Staff name the partner whose invoices a remittance pays; a partner's users import for their own. */
export const choosesRemittancePartner = (s: AccessSubject) => choosesPartner(s);

/** The imports' history: staff and the partner's users (clients, contractors and sales partners none). */
export const seesPaymentUploads = (s: AccessSubject) => isAdminLike(s.userType) || s.userType === 'partner';
