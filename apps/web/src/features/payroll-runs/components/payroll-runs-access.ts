/**
 * Who does what on the payroll run pages (decision 0047): everyone the page admits reads; the employer runs
 * payroll — an admin for any partner, a self-employer partner's users for their own; eor staff and other
 * partners read only. The API applies the same rules (payroll-runs.policy.ts).
 */
import {
  choosesPartner,
  downloadsEfw2,
  filesEmployerReturns,
  isContractor,
  isEmployer,
  isPathAllowed,
  seesSeveralPartners,
  type AccessSubject,
  type CurrentUser,
  type PayrollRunView,
} from '@app/domain';

/** "New payroll run": the employer. */
export const runsPayroll = (s: AccessSubject) => isEmployer(s);

/** Staff name the partner whose workers a new run pays; a self-employer partner runs its own. */
export const picksPartner = (s: AccessSubject) => choosesPartner(s);

/** The list names each run's partner, and filters by it, for those who see several partners. */
export const showsPartner = (s: AccessSubject) => seesSeveralPartners(s);

/** Commands on this run (recompute, exclude, submit, reopen): an admin any, a self-employer partner its own. */
export function runsPayrollOf(s: AccessSubject, ownPartnerId: string | null, run: Pick<PayrollRunView, 'partner'>) {
  if (!isEmployer(s)) return false;
  return s.userType === 'admin' || (ownPartnerId !== null && run.partner.id === ownPartnerId);
}

/** Whether a paycheck item's source links to its list: only when the user may open it. */
export const opensSource = (user: Pick<CurrentUser, 'base_links' | 'links'>, to: string) =>
  isPathAllowed(to, user.base_links, user.links);

/** A contractor's paychecks list is its own: no worker, partner or employer-tax columns, no partner filter. */
export const listsOwnPaychecks = (s: AccessSubject) => isContractor(s);

/** The tax forms section's employer filings (W-3, 941, 940, state wages): staff, a self-employer its own. */
export const downloadsFilings = (s: AccessSubject) => filesEmployerReturns(s);
/** The EFW2 file (every full SSN): platform staff with sensitive access. */
export const downloadsEfw2File = (s: AccessSubject) => downloadsEfw2(s);
