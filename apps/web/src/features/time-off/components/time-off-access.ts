import { isContractor, type AccessSubject } from '@app/domain';

/** Who asks for time off: the domain's rule, which the API applies too. */
export { mayRequestTimeOff } from '@app/domain';

/** A contractor asks for its own time off: it sees its balance, and no contractor column. */
export const requestsOwnTimeOff = (s: AccessSubject) => isContractor(s);

/** A request can be chosen for a bulk decision when its own Approve / Reject buttons show (the API's `can_decide`). */
export const decidableInBulk = (r: { can_decide: boolean }) => r.can_decide;
