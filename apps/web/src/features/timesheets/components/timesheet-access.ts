import { isContractor, type AccessSubject, type CurrentUser } from '@app/domain';

/**
 * A contractor keeps its own time: its own week and entries. Everyone else who may input time enters
 * it on a contractor's behalf. The API's rule of the same name (timesheets.policy.ts).
 */
export const keepsOwnTime = (s: AccessSubject) => isContractor(s);

/** Whether `contractorId`'s time is the user's own (the contractor itself), as the action rules ask. */
export const isOwnTime = (s: AccessSubject, user: Pick<CurrentUser, 'contractor'>, contractorId: string | null) =>
  keepsOwnTime(s) && user.contractor?.id === contractorId;
