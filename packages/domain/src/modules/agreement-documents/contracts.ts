/**
 * Contracts of /v2/agreement_templates, /v2/document_templates and /v2/agreements (issue 15, decision
 * 0069): templates with merge fields and immutable versions, agreements generated from a version with
 * their text frozen, signed by click-through and stored as a signed PDF with an audit page.
 */
import { z } from 'zod';
import { namedRefSchema } from '../timesheets/contracts.js';
import { unknownMergeFields } from './merge-fields.js';
import { AGREEMENT_ACTIONS, AGREEMENT_STATUSES } from './transitions.js';

export const TEMPLATE_KINDS = ['agreement', 'document'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const DOCUMENT_TEMPLATE_CATEGORIES = ['offer_letter', 'assignment_confirmation', 'other'] as const;
export type DocumentTemplateCategory = (typeof DOCUMENT_TEMPLATE_CATEGORIES)[number];
export const DOCUMENT_TEMPLATE_CATEGORY_LABELS: Record<DocumentTemplateCategory, string> = {
  offer_letter: 'Offer letter',
  assignment_confirmation: 'Assignment confirmation',
  other: 'Other',
};

/** A template body: plain text, paragraphs split by blank lines, merge fields as `{{group.field}}`. */
export const TEMPLATE_BODY_MAX = 50_000;
export const templateBodySchema = z
  .string()
  .trim()
  .min(1, 'Write the template text')
  .max(TEMPLATE_BODY_MAX, `At most ${TEMPLATE_BODY_MAX.toLocaleString('en-US')} characters`)
  .superRefine((body, ctx) => {
    const unknown = unknownMergeFields(body);
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Unknown merge field${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => `{{${u}}}`).join(', ')}`,
      });
    }
  });

const nameSchema = z.string().trim().min(1, 'Enter a name').max(120, 'At most 120 characters');
const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 in lower-case hex');

export const templateCreateSchema = z
  .object({
    name: nameSchema,
    /** Document templates only. */
    category: z.enum(DOCUMENT_TEMPLATE_CATEGORIES).default('other'),
    /** Agreement templates only: the employer countersigns after the worker. */
    requires_countersignature: z.boolean().default(false),
    /**
     * Platform staff: omitted or null for a platform template, a partner's id for that partner's. Partner
     * users create their own partner's and send none.
     */
    partner_id: z.string().uuid().nullable().optional(),
    body: templateBodySchema,
  })
  .strict();
export type TemplateCreate = z.infer<typeof templateCreateSchema>;

/** Name, category, countersignature and archiving; the text changes only by a new version. */
export const templateUpdateSchema = z
  .object({
    name: nameSchema,
    category: z.enum(DOCUMENT_TEMPLATE_CATEGORIES),
    requires_countersignature: z.boolean(),
    archived: z.boolean(),
  })
  .partial()
  .strict();
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

export const templateVersionCreateSchema = z.object({ body: templateBodySchema }).strict();
export type TemplateVersionCreate = z.infer<typeof templateVersionCreateSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const templateVersionViewSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  body: z.string(),
  /** SHA-256 of the body as written (before merging). */
  body_hash: z.string(),
  merge_fields: z.array(z.string()),
  created_at: z.string(),
  created_by: personSchema.nullable(),
});
export type TemplateVersionView = z.infer<typeof templateVersionViewSchema>;

export const templateViewSchema = z.object({
  id: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  name: z.string(),
  category: z.enum(DOCUMENT_TEMPLATE_CATEGORIES),
  /** Null: a platform template, offered to every partner. */
  partner: namedRefSchema.nullable(),
  requires_countersignature: z.boolean(),
  archived: z.boolean(),
  version: z.number().int(),
  /** Whether generating from it needs an assignment (it reads assignment or client fields). */
  needs_assignment: z.boolean(),
  /** Whether the caller may change it and add versions. */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateView = z.infer<typeof templateViewSchema>;

export const templateDetailSchema = templateViewSchema.extend({
  /** Newest first; the first is the current one. */
  versions: z.array(templateVersionViewSchema),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const templateFilters = {
  owner: z.enum(['platform', 'partner']).optional(),
  partner_id: z.string().uuid().optional(),
  category: z.enum(DOCUMENT_TEMPLATE_CATEGORIES).optional(),
  archived: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
};
export const TEMPLATE_SORTS = ['name', 'updated_at', 'created_at'] as const;

/** Merge a body (unsaved, from the editor) with a worker's values, or sample values when none is chosen. */
export const templatePreviewSchema = z
  .object({
    body: z.string().max(TEMPLATE_BODY_MAX),
    contractor_id: z.string().uuid().nullable().optional(),
    assignment_id: z.string().uuid().nullable().optional(),
  })
  .strict();
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

export const templatePreviewViewSchema = z.object({
  text: z.string(),
  merge_fields: z.array(z.string()),
  unknown_fields: z.array(z.string()),
  /** True when no worker was chosen and sample values filled the fields. */
  sample: z.boolean(),
});
export type TemplatePreviewView = z.infer<typeof templatePreviewViewSchema>;

/** Rendering a document template to PDF for a worker (and an assignment when it reads one). */
export const documentRenderQuerySchema = z
  .object({
    contractor_id: z.string().uuid(),
    assignment_id: z.string().uuid().optional(),
  })
  .strict();

export const agreementCreateSchema = z
  .object({
    template_id: z.string().uuid('Choose a template'),
    contractor_id: z.string().uuid('Choose the worker'),
    /** Required when the template reads assignment or client fields. */
    assignment_id: z.string().uuid().nullable().optional(),
    /** Send for signature at once (else it stays a draft to send later). */
    send: z.boolean().default(true),
  })
  .strict();
export type AgreementCreate = z.infer<typeof agreementCreateSchema>;

export const agreementSignSchema = z
  .object({
    /** The SHA-256 of the document text the signer was shown: signing anything else is refused. */
    document_hash: sha256Schema,
    /** The signer ticked "I have read and agree". */
    agree: z.literal(true, 'Confirm that you have read the agreement and agree to it'),
  })
  .strict();
export type AgreementSign = z.infer<typeof agreementSignSchema>;

export const agreementVoidSchema = z
  .object({ reason: z.string().trim().min(1, 'Say why the agreement is void').max(500, 'At most 500 characters') })
  .strict();
export type AgreementVoid = z.infer<typeof agreementVoidSchema>;

export const agreementListViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  /** The worker it is with; null for an organization's own, signed by its owner (decision 0084). */
  contractor: namedRefSchema.nullable(),
  partner: namedRefSchema,
  client: namedRefSchema.nullable(),
  assignment: z.object({ id: z.string(), job_title: z.string().nullable() }).nullable(),
  template: z.object({ id: z.string(), name: z.string(), version: z.number().int() }),
  requires_countersignature: z.boolean(),
  /** SHA-256 of the exact document text (UTF-8) the signer sees and signs. */
  document_hash: z.string(),
  sent_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  countersigned_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  reminders_sent: z.number().int(),
  last_reminded_at: z.string().nullable(),
  created_at: z.string(),
});
export type AgreementListView = z.infer<typeof agreementListViewSchema>;

export const agreementSignatureViewSchema = z.object({
  role: z.enum(['signer', 'countersigner']),
  name: z.string(),
  email: z.string(),
  signed_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The SHA-256 of the document this person signed (the agreement's document_hash). */
  document_hash: z.string(),
});
export type AgreementSignatureView = z.infer<typeof agreementSignatureViewSchema>;

export const agreementDetailSchema = agreementListViewSchema.extend({
  /** The merged text, frozen when the agreement was generated. */
  body: z.string(),
  void_reason: z.string().nullable(),
  signatures: z.array(agreementSignatureViewSchema),
  /** The signed PDF (with its audit page), once every signature is on it. */
  signed_pdf: z
    .object({ sha256: z.string(), size_bytes: z.number().int(), created_at: z.string(), filename: z.string() })
    .nullable(),
  /** What the caller may do to it now. */
  actions: z.array(z.enum(AGREEMENT_ACTIONS)),
});
export type AgreementDetail = z.infer<typeof agreementDetailSchema>;

export const agreementFilters = {
  status: z.enum(AGREEMENT_STATUSES).optional(),
  contractor_id: z.string().uuid().optional(),
  partner_id: z.string().uuid().optional(),
  template_id: z.string().uuid().optional(),
  search: z.string().trim().max(100).optional(),
};
export const AGREEMENT_SORTS = ['created_at', 'sent_at', 'title', 'status'] as const;

/** Days without a signature before the signer is reminded, and between reminders. */
export const AGREEMENT_REMINDER_DAYS = 3;
/** Reminders a signer gets at most for one agreement. */
export const AGREEMENT_REMINDER_MAX = 3;
