import type { AccessSubject } from '@app/domain';
import { picksClient } from '../../../components/reference/reference-access';

/**
 * Whose account a new one is: staff and partners choose the client (the API requires client_id from
 * them); a client's users add their own client's, so they are asked nothing.
 */
export const choosesAccountClient = (s: AccessSubject) => picksClient(s);

/** The list names each account's client, and filters by client, for those who manage several clients' accounts. */
export const showsClientColumn = (s: AccessSubject) => picksClient(s);

/**
 * Whether adding an account now asks for the e-mailed code: a client's first account is added at once,
 * another (changing where money is drawn from) asks first, as the API decides it. Staff adding for a
 * client cannot know its other accounts here unless the list is filtered to it, so they are not told.
 */
export const asksCodeToAdd = (s: AccessSubject, accountsOfClient: number | null) =>
  !choosesAccountClient(s) && accountsOfClient !== null && accountsOfClient > 0;
