import {
  canAddAdjustments,
  canEditInvoices,
  canSeeBill,
  covers,
  isPathAllowed,
  mayMoveInvoice,
  seesSeveralPartners,
  type AccessSubject,
  type CurrentUser,
  type InvoiceStatus,
  type InvoiceView,
} from '@app/domain';
import { toCents } from '../../../lib/decimal';
import { isZero } from '../lib/invoice-format';

/** Who runs invoices (preview and run): the employer, an admin or a self-employer partner (the API's rule). */
export const runsInvoices = (s: AccessSubject) => canEditInvoices(s);

/**
 * The AR aging card above the list: staff (admin, eor) and partners, as the API serves
 * /v2/invoices/aging; a client reads its own invoices in the list, a sales partner sees none.
 */
export const seesAging = (s: AccessSubject) =>
  (s.userType === 'admin' || s.userType === 'eor' || s.userType === 'partner') && canSeeBill(s);

/** The list names each invoice's partner for those who see several partners' invoices. */
export const showsPartnerColumn = (s: AccessSubject) => seesSeveralPartners(s);

/**
 * Whether the user issues this invoice: an admin every one, a self-employer partner its own (an EOR
 * invoice for its client is the platform's). `partnerId` is the user's own partner.
 */
export function issuesInvoice(s: AccessSubject, partnerId: string | null, invoice: Pick<InvoiceView, 'employer_key'>) {
  if (!canEditInvoices(s)) return false;
  return s.userType === 'admin' || (partnerId !== null && invoice.employer_key === partnerId);
}

type Commandable = Pick<InvoiceView, 'employer_key' | 'status' | 'allocated_amount'>;

/** Finalize: a draft, by its issuer. */
export const mayFinalize = (s: AccessSubject, partnerId: string | null, invoice: Commandable) =>
  issuesInvoice(s, partnerId, invoice) && invoice.status === 'draft';

/** Void: a draft or an open invoice with nothing paid, by its issuer (a paid one needs a credit memo). */
export const mayVoid = (s: AccessSubject, partnerId: string | null, invoice: Commandable) =>
  issuesInvoice(s, partnerId, invoice) && mayMoveInvoice(invoice.status, 'void') && isZero(invoice.allocated_amount);

/** The statuses an invoice is (re-)sent to the client in: finalized, not void (nor written off). */
const SENDABLE: readonly InvoiceStatus[] = ['open', 'partially_paid', 'paid'];

/** Send to client: e-mail the invoice's PDF again to the client's billing contact, by its issuer. */
export const maySend = (s: AccessSubject, partnerId: string | null, invoice: Commandable) =>
  issuesInvoice(s, partnerId, invoice) && SENDABLE.includes(invoice.status);

/** The statuses a client pays an invoice online in: finalized and not paid in full (nor void or written off). */
const PAYABLE_ONLINE: readonly InvoiceStatus[] = ['open', 'partially_paid'];

/**
 * Pay now (to /pay/:id, the page the invoice e-mail links to): a client's user, on an open or partially
 * paid invoice that still owes something. Staff and partners record payments on /payments instead.
 */
export const paysOnline = (s: AccessSubject, invoice: Pick<InvoiceView, 'status' | 'remaining_amount'>) =>
  s.userType === 'client' && PAYABLE_ONLINE.includes(invoice.status) && (toCents(invoice.remaining_amount) ?? 0n) > 0n;

/**
 * Whether a line's trace links to its source list (/timesheets, /expenses): only when the user may open
 * it (a sales partner reads invoices but not timesheets), else the source is named without a link.
 */
export const opensSource = (user: Pick<CurrentUser, 'base_links' | 'links'>, to: string) =>
  isPathAllowed(to, user.base_links, user.links);

/**
 * Whether a payment applied to the invoice links to its page (`/payments/:id`): only for a user whose
 * type the payments pages serve and who holds their link (a sales partner reads invoices, not
 * payments); else the row is shown without a link.
 */
export const opensPayment = (user: Pick<CurrentUser, 'base_links' | 'links'>, to: string) =>
  user.base_links.some((link) => covers(link, to)) && isPathAllowed(to, user.base_links, user.links);

/**
 * Whether an adjustment charged to the invoice links to its page (`/adjustments/:id`): the same test as
 * a payment's — staff and partners with sensitive access hold the link; a client or a sales partner
 * reads the rows without one.
 */
export const opensAdjustment = opensPayment;

/** The adjustments list (features/adjustments), as a URL: the two features do not import each other. */
const ADJUSTMENTS_PAGE = '/adjustments';

/**
 * Add adjustment on the invoice's page: one who adds adjustments (a self-funded or self-employer partner,
 * admin-like staff) and opens the adjustments page, on an invoice not void.
 */
export const mayAddAdjustment = (
  s: AccessSubject,
  user: Pick<CurrentUser, 'base_links' | 'links'>,
  invoice: Pick<InvoiceView, 'status'>,
) => canAddAdjustments(s) && invoice.status !== 'void' && opensAdjustment(user, ADJUSTMENTS_PAGE);

/** The adjustments page with the Add adjustment form open on this invoice: its client, itself, its currency. */
export const addAdjustmentLinkOf = (invoice: Pick<InvoiceView, 'id' | 'client' | 'currency'>) =>
  `${ADJUSTMENTS_PAGE}?${new URLSearchParams({
    client_id: invoice.client.id,
    corrects: invoice.id,
    currency: invoice.currency.toLowerCase(),
  }).toString()}`;
