import {
  canCreatePayment,
  canEditPayment,
  seesSeveralPartners,
  type AccessSubject,
  type PaymentAllocationView,
  type PaymentView,
} from '@app/domain';
import { isPositive, isStanding } from '../lib/payment-format';

/** Who records payments: the employer (an admin or a self-employer partner) or a self-funded partner (the API's rule). */
export const recordsPayments = (s: AccessSubject) => canCreatePayment(s);

/** The list names each payment's partner for those who see several partners' payments. */
export const showsPartnerColumn = (s: AccessSubject) => seesSeveralPartners(s);

type Movable = Pick<PaymentView, 'status' | 'unapplied_amount'>;

/** Return (the bank sent it back): a payment still received, by one who records payments. */
export const mayReturn = (s: AccessSubject, payment: Movable) => recordsPayments(s) && payment.status === 'received';

/** Apply unapplied cash by hand: a received payment with cash left, by one who records payments. */
export const mayApply = (s: AccessSubject, payment: Movable) =>
  mayReturn(s, payment) && isPositive(payment.unapplied_amount);

/** Unallocate: an admin, on a standing allocation (applied, not a reversal, not yet reversed) of a received payment. */
export const mayUnallocate = (
  s: AccessSubject,
  payment: Movable,
  allocation: Pick<PaymentAllocationView, 'reverses_allocation_id' | 'reversed' | 'amount'>,
) => canEditPayment(s) && payment.status === 'received' && isStanding(allocation);

/** Edit the reference and notes: an admin (nothing that moves money). */
export const editsPayment = (s: AccessSubject) => canEditPayment(s);
