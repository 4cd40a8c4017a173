import { keepsOwnTime, type AccessSubject, type CurrentUser } from '@app/domain';

/** A contractor keeps its own time: the domain's rule, which the API applies too. */
export { keepsOwnTime };

/** Whether `contractorId`'s time is the user's own (the contractor itself), as the action rules ask. */
export const isOwnTime = (s: AccessSubject, user: Pick<CurrentUser, 'contractor'>, contractorId: string | null) =>
  keepsOwnTime(s) && user.contractor?.id === contractorId;

/**
 * A client opens its timesheets on what waits for it (issue 16): the list starts filtered to Pending
 * when the URL names no filter; the filter stays visible and clears like any other.
 */
export const listOpensOnPending = (s: AccessSubject) => s.userType === 'client';
