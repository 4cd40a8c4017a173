import { canChangePayoutMethods, type AccessSubject } from '@app/domain';

/** Add, Make default and Remove: the payee's own sensitive roles (the API's rule, decision 0060). */
export const changesPayoutMethods = (s: AccessSubject) => canChangePayoutMethods(s);

/** Those who read other payees' accounts (a platform admin) see whose each one is; a payee reads its own only. */
export const showsPayoutOwner = (s: AccessSubject) => !canChangePayoutMethods(s);
