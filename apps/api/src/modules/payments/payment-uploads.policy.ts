/**
 * Who imports a remittance: whoever records payments (payments.policy: the employer or a self-funded
 * partner), for one partner's invoices at a time. Staff name the partner; a partner's users import for
 * their own (naming another is "no such partner", as a client of another partner is "no such client").
 */
import { canCreatePayment, choosesPartner } from '@app/domain';
import { forbidden, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

export function mustImportPayments(p: Principal): void {
  if (!canCreatePayment(p.subject)) {
    throw forbidden('Only the employer or a self-funded partner imports payments for its clients');
  }
}

const noSuchPartner = () => unprocessable([{ loc: ['body', 'partner_id'], msg: 'No such partner' }]);

/** The partner whose invoices the file pays (still to be checked to exist when staff name it). */
export function uploadPartnerOf(p: Principal, named: string | undefined): string {
  if (choosesPartner(p.subject)) {
    if (!named) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Choose the partner whose clients paid' }]);
    return named;
  }
  if (!p.partnerId || (named && named !== p.partnerId)) throw noSuchPartner();
  return p.partnerId;
}

export { noSuchPartner };
