/**
 * Who downloads an employer's filings (decision 0064): platform staff any employer's; a self-employing
 * partner's payroll users their own employer's (the employer key is their partner's id), as payroll runs
 * decide who runs whose payroll (decision 0047). Anyone else is refused (403); a self-employer asking for
 * another employer's filings finds none (404).
 */
import { filesEmployerReturns } from '@app/domain';
import { forbidden, notFound } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';

export function mustFileFor(p: Principal, employerKey: string): void {
  if (!filesEmployerReturns(p.subject)) {
    throw forbidden("Only the employer's payroll users and platform staff download its filings");
  }
  if (!isStaff(p) && employerKey !== p.partnerId) throw notFound();
}

/** A contractor's forms name no partner; everyone else's do. */
export const seesOwnFormsOnly = (p: Principal) => p.userType === 'contractor';
