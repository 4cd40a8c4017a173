import { covers, isPathAllowed, type AccessSubject, type CurrentUser } from '@app/domain';
import { picksClient } from '../../../components/reference/reference-access';

/**
 * Whose balance /pay (without an invoice) shows: a client's users their own; staff and partners
 * choose the client (the API pays the chosen account's client).
 */
export const choosesPayer = (s: AccessSubject) => picksClient(s);

type Links = Pick<CurrentUser, 'base_links' | 'links'>;

/** A page the user's type is served and whose link the user holds (the access guard's own test). */
const opens = (user: Links, to: string) =>
  user.base_links.some((link) => covers(link, to)) && isPathAllowed(to, user.base_links, user.links);

/**
 * Whether "Add a bank account" links to /payment_methods: only for a user who may open it (it asks for
 * sensitive access); others are told to ask someone who may.
 */
export const addsAccounts = (user: Links) => opens(user, '/payment_methods');

/** Whether the invoice (or the invoices list) is linked: only for a user who may open it (it asks to see bills). */
export const opensInvoice = (user: Links, to: string) => opens(user, to);
