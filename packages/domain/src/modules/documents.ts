/**
 * Contracts of the four document lists (issue 15; decision 0070): /v2/contractor_documents,
 * /v2/client_documents, /v2/employer_documents and /v2/platform_documents (the page 'Credentialing
 * Documents'). A document is a named, stored PDF, PNG or JPEG (recognised by its bytes) of one owner —
 * a contractor, a client, a partner as employer, or the platform — with an optional expiry date. It is
 * read through a short-lived link of the file endpoint (GET …/:id/file_link → file_url), archived, never
 * deleted. Who uploads and archives is ruled here, once, for the API and the screens.
 */
import { z } from 'zod';
import { canSeeSensitive, type AccessSubject } from '../capabilities.js';
import { isAdminLike } from '../roles.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars, base64ContentSchema, uploadFilenameSchema } from '../validators.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

export const DOCUMENT_KINDS = ['contractor', 'client', 'employer', 'platform'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The page (and the route table's link) of each kind; the API serves the same name under /v2. */
export const DOCUMENT_PATHS: Record<DocumentKind, string> = {
  contractor: '/contractor_documents',
  client: '/client_documents',
  employer: '/employer_documents',
  platform: '/platform_documents',
};

/** What the owner of each kind is, as the screens name it. */
export const DOCUMENT_OWNER_NOUNS: Record<DocumentKind, string> = {
  contractor: 'Contractor',
  client: 'Client',
  employer: 'Partner',
  platform: 'Partner',
};

/** PDF, PNG or JPEG, recognised by their bytes, up to 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';
/** A document expiring within this many days is flagged in the lists and its owner's staff are e-mailed. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;

export const DOCUMENT_STATUSES = ['active', 'archived'] as const;
export const DOCUMENT_EXPIRY_FILTERS = ['expiring_soon', 'expired'] as const;
export const DOCUMENT_SORTS = ['created_at', 'expires_on', 'name'] as const;

/**
 * POST /v2/{kind}_documents. `owner_id` names the contractor, the client or the partner: staff and a
 * partner's users name the contractor or client; a contractor or client uploads its own (owner_id left
 * out); employer documents are a partner's (staff name it, or leave it out for the platform's own);
 * credentialing documents are the platform's, for every partner or, with owner_id, for one.
 */
export const documentUploadSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name the document (its type, e.g. "Certificate of insurance")')
      .max(120)
      .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE),
    owner_id: z.string().uuid().optional(),
    expires_on: calendarDateSchema().nullable().default(null),
    filename: uploadFilenameSchema,
    content_base64: base64ContentSchema,
  })
  .strict();
export type DocumentUpload = z.infer<typeof documentUploadSchema>;
export type DocumentUploadInput = z.input<typeof documentUploadSchema>;

export const documentViewSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  name: z.string(),
  filename: z.string(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  size_bytes: z.number().int(),
  expires_on: z.string().nullable(),
  /** Expires today or within DOCUMENT_EXPIRY_WARNING_DAYS days (by the server's today). */
  expiring_soon: z.boolean(),
  expired: z.boolean(),
  status: z.enum(DOCUMENT_STATUSES),
  /** The contractor, client or partner the document is of; null for the platform's own. */
  owner: namedRefSchema.nullable(),
  partner: namedRefSchema.nullable(),
  uploaded_by: namedRefSchema.nullable(),
  created_at: z.string(),
  archived_at: z.string().nullable(),
  /** Whether the caller may archive it (see archivesDocument). */
  can_archive: z.boolean(),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

export const documentFilters = {
  status: z.enum(DOCUMENT_STATUSES).default('active'),
  expiry: z.enum(DOCUMENT_EXPIRY_FILTERS).optional(),
  owner_id: z.string().uuid().optional(),
};

/** GET …/:id/file_link: where the file is served, for a few minutes, to the caller only. */
export const fileLinkSchema = z.object({ file_url: z.string(), expires_at: z.string() });
export type FileLink = z.infer<typeof fileLinkSchema>;

/** Days from `today` to `expiresOn` (both YYYY-MM-DD): negative once it has expired. */
export function daysUntil(today: string, expiresOn: string): number {
  return Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function expiryOf(today: string, expiresOn: string | null): { expiring_soon: boolean; expired: boolean } {
  if (!expiresOn) return { expiring_soon: false, expired: false };
  const days = daysUntil(today, expiresOn);
  return { expired: days < 0, expiring_soon: days >= 0 && days <= DOCUMENT_EXPIRY_WARNING_DAYS };
}

/** Platform staff, or a partner's user: the side that keeps a worker's or a client's papers. */
const keepsPapers = (s: AccessSubject) => isAdminLike(s.userType) || s.userType === 'partner';

/**
 * Who uploads a document of `kind` (the route table already keeps each list to its user types):
 * contractor and client documents — staff, the partner's users, the contractor or client itself;
 * employer documents — staff, a partner's owner, manager, finance or admin (section 6 sensitive);
 * credentialing documents — platform staff only.
 */
export function uploadsDocument(s: AccessSubject, kind: DocumentKind): boolean {
  switch (kind) {
    case 'contractor':
      return keepsPapers(s) || s.userType === 'contractor';
    case 'client':
      return keepsPapers(s) || s.userType === 'client';
    case 'employer':
      return isAdminLike(s.userType) || (s.userType === 'partner' && canSeeSensitive(s));
    case 'platform':
      return isAdminLike(s.userType);
  }
}

/** Archiving: whoever uploads the kind; a contractor or a client only what it uploaded itself. */
export const archivesDocument = (s: AccessSubject, kind: DocumentKind, uploadedItself: boolean): boolean =>
  uploadsDocument(s, kind) && (keepsPapers(s) || uploadedItself);

/**
 * Whether an upload names its owner: staff and partners name the contractor or client (required);
 * staff name an employer document's partner (or none: the platform's own) and may keep a
 * credentialing document to one partner. A contractor, a client or a partner uploads its own.
 */
export function namesDocumentOwner(s: AccessSubject, kind: DocumentKind): 'required' | 'optional' | 'never' {
  if (kind === 'contractor' || kind === 'client') return keepsPapers(s) ? 'required' : 'never';
  return isAdminLike(s.userType) ? 'optional' : 'never';
}

/** Whether the lists name each row's partner: staff, who see every partner's. */
export const seesDocumentPartners = (s: AccessSubject) => isAdminLike(s.userType);
