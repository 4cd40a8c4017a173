/**
 * Reviews and review types (issue 15; decision 0075). A review type is a named list of criteria, each
 * rated 1–5 with an optional comment, of one kind: a performance review (of a worker on an assignment)
 * or a document review (of one of the worker's documents). Its criteria freeze once a review uses it.
 * A review moves through the section 4 review statuses by the transition table below; a decided review
 * is never edited (a new review supersedes it).
 */
import { z } from 'zod';
import { REVIEW_STATUSES, type Role, type UserType } from '../enums.js';
import { isAdminLike } from '../roles.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../validators.js';
import { namedRefSchema } from './timesheets/contracts.js';

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_KINDS = ['performance', 'document'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = {
  performance: 'Performance review',
  document: 'Document review',
};
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/**
 * What moves a review: its author starts it (the first rating or comment saved), submits it, or
 * withdraws it; a decision maker approves, rejects or returns it for changes.
 */
export const REVIEW_EVENTS = ['start', 'submit', 'approve', 'reject', 'return', 'withdraw'] as const;
export type ReviewEvent = (typeof REVIEW_EVENTS)[number];

/**
 * The guarded table. pending: created, nothing rated yet; processing: being written; awaiting_approval:
 * submitted, waiting for a decision; approved and rejected: decided; failed: withdrawn before a decision
 * (it did not complete). approved, rejected and failed are final.
 */
export const REVIEW_TRANSITIONS: Record<ReviewStatus, Partial<Record<ReviewEvent, ReviewStatus>>> = {
  pending: { start: 'processing', submit: 'awaiting_approval', withdraw: 'failed' },
  processing: { submit: 'awaiting_approval', withdraw: 'failed' },
  awaiting_approval: { approve: 'approved', reject: 'rejected', return: 'processing', withdraw: 'failed' },
  approved: {},
  rejected: {},
  failed: {},
};

export type ReviewMove = { ok: true; status: ReviewStatus } | { ok: false; message: string };

const said = (s: ReviewStatus) => s.replace('_', ' ');
const EVENT_DONE: Record<ReviewEvent, string> = {
  start: 'started',
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  return: 'returned for changes',
  withdraw: 'withdrawn',
};

export function reviewTransition(status: ReviewStatus, event: ReviewEvent): ReviewMove {
  const to = REVIEW_TRANSITIONS[status][event];
  if (to) return { ok: true, status: to };
  if (event === 'approve' || event === 'reject' || event === 'return')
    return {
      ok: false,
      message: `Only a review awaiting approval is ${EVENT_DONE[event]} (this one is ${said(status)})`,
    };
  if (isReviewDecided(status))
    return {
      ok: false,
      message: `This review is ${said(status)}, which is final: it cannot be ${EVENT_DONE[event]} (write a new review that supersedes it)`,
    };
  return { ok: false, message: `A review ${said(status)} cannot be ${EVENT_DONE[event]}` };
}

/** Ratings and comments change only while the review is being written. */
export const isReviewEditable = (s: ReviewStatus) => s === 'pending' || s === 'processing';
/** Approved, rejected or withdrawn (failed): the review is final. */
export const isReviewDecided = (s: ReviewStatus) => s === 'approved' || s === 'rejected' || s === 'failed';
/** A decided review that a new one may supersede: approved or rejected. */
export const isReviewSupersedable = (s: ReviewStatus) => s === 'approved' || s === 'rejected';

/** Who writes reviews: platform staff and a partner's users (the route table: admin, eor, partner). */
export const writesReviews = (userType: UserType) => isAdminLike(userType) || userType === 'partner';
/** The partner roles that decide their own workers' reviews (section 6's managing roles). */
export const REVIEW_DECIDING_PARTNER_ROLES = ['owner', 'admin', 'manager'] as const satisfies readonly Role[];
/**
 * Who decides reviews: platform staff, and a partner's owner, admin or manager (their partner's
 * reviews). Nobody decides a review they wrote (checked against the review: `mayDecideReview`).
 */
export const decidesReviews = (userType: UserType, role: Role | null) =>
  isAdminLike(userType) ||
  (userType === 'partner' && (REVIEW_DECIDING_PARTNER_ROLES as readonly (Role | null)[]).includes(role));
/** Only platform staff manage review types (the route table: /review_types is admin-like). */
export const managesReviewTypes = (userType: UserType) => isAdminLike(userType);

/** The key of a criterion: its label in lower snake case ('Quality of work' → quality_of_work). */
export function criterionKey(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
}

/** The overall rating: the mean of the ratings given, to two decimals (half up); null when none. */
export function overallRating(ratings: readonly { rating: number | null }[]): string | null {
  const given = ratings.map((r) => r.rating).filter((r): r is number => r !== null);
  if (given.length === 0) return null;
  const hundredths = Math.round((given.reduce((a, b) => a + b, 0) * 100) / given.length);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

const text = (max: number) => z.string().trim().max(max).refine(hasNoControlChars, CONTROL_CHARS_MESSAGE);
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));

/* ------------------------------------------------------------ review types */

export const reviewCriterionInputSchema = z
  .object({
    label: text(80).min(1, 'Name the criterion'),
    description: optionalText(300),
  })
  .strict();

const criteriaSchema = z
  .array(reviewCriterionInputSchema)
  .min(1, 'Add at least one criterion')
  .max(20, 'At most 20 criteria')
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((c, i) => {
      const key = criterionKey(c.label);
      if (!key) ctx.addIssue({ code: 'custom', path: [i, 'label'], message: 'Use letters or digits in the name' });
      else if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'label'], message: 'Two criteria have the same name' });
      seen.add(key);
    });
  });

const reviewTypeFields = {
  name: text(80).min(1, 'Name the review type'),
  kind: z.enum(REVIEW_KINDS),
  description: optionalText(500),
  criteria: criteriaSchema,
  active: z.boolean().default(true),
};
export const reviewTypeCreateSchema = z.object(reviewTypeFields).strict();
export type ReviewTypeCreateInput = z.input<typeof reviewTypeCreateSchema>;
export type ReviewTypeCreate = z.infer<typeof reviewTypeCreateSchema>;
/** An edit: name, description and active always; kind and criteria only while no review uses the type. */
export const reviewTypeUpdateSchema = z
  .object({
    name: reviewTypeFields.name,
    kind: reviewTypeFields.kind,
    description: reviewTypeFields.description,
    criteria: reviewTypeFields.criteria,
    active: z.boolean(),
  })
  .partial()
  .strict();
export type ReviewTypeUpdateInput = z.input<typeof reviewTypeUpdateSchema>;
export type ReviewTypeUpdate = z.infer<typeof reviewTypeUpdateSchema>;

export const reviewCriterionSchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string().nullable(),
});
export type ReviewCriterion = z.infer<typeof reviewCriterionSchema>;

export const reviewTypeViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(REVIEW_KINDS),
  description: z.string().nullable(),
  criteria: z.array(reviewCriterionSchema),
  active: z.boolean(),
  /** How many reviews use it: once any does, its kind and criteria are frozen. */
  review_count: z.number().int(),
  frozen: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReviewTypeView = z.infer<typeof reviewTypeViewSchema>;

export const REVIEW_TYPE_SORTS = ['name', 'created_at', 'kind'] as const;
export const reviewTypeFilters = {
  kind: z.enum(REVIEW_KINDS).optional(),
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  search: z.string().trim().max(100).optional(),
};

/* ----------------------------------------------------------------- reviews */

export const reviewRatingInputSchema = z
  .object({
    criterion: z.string().min(1).max(40),
    rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).nullable().default(null),
    comment: optionalText(1000),
  })
  .strict();
export type ReviewRatingInput = z.input<typeof reviewRatingInputSchema>;

const ratingsSchema = z
  .array(reviewRatingInputSchema)
  .max(20)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((r, i) => {
      if (seen.has(r.criterion))
        ctx.addIssue({ code: 'custom', path: [i, 'criterion'], message: 'This criterion is rated twice' });
      seen.add(r.criterion);
    });
  });

export const reviewCreateSchema = z
  .object({
    review_type_id: z.string().uuid(),
    contractor_id: z.string().uuid(),
    /** A performance review's assignment (required for that kind): one of the worker's. */
    assignment_id: z.string().uuid().nullable().default(null),
    /** A document review's document (required for that kind): one of the worker's documents. */
    document_id: z.string().uuid().nullable().default(null),
    ratings: ratingsSchema.default([]),
    comments: optionalText(4000),
    /** A decided (approved or rejected) review of the same worker and type that this one replaces. */
    supersedes_id: z.string().uuid().nullable().default(null),
    /** Submit for a decision at once (every criterion must then be rated). */
    submit: z.boolean().default(false),
  })
  .strict();
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

export const reviewUpdateSchema = z
  .object({ ratings: ratingsSchema, comments: optionalText(4000) })
  .partial()
  .strict();
export type ReviewUpdateInput = z.input<typeof reviewUpdateSchema>;
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

export const reviewDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject', 'return']),
    note: text(1000).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision !== 'approve' && !v.note)
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: v.decision === 'reject' ? 'Say why the review is rejected' : 'Say what should change',
      });
  });
export type ReviewDecisionBody = z.infer<typeof reviewDecisionSchema>;

export const reviewWithdrawSchema = z.object({ note: text(1000).min(1, 'Say why the review is withdrawn') }).strict();
export type ReviewWithdrawBody = z.infer<typeof reviewWithdrawSchema>;

export const reviewRatingViewSchema = z.object({
  criterion: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
});
export type ReviewRatingView = z.infer<typeof reviewRatingViewSchema>;

export const reviewViewSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  kind: z.enum(REVIEW_KINDS),
  review_type: namedRefSchema,
  contractor: namedRefSchema,
  /** The assignment reviewed, named by its job title. */
  assignment: namedRefSchema.nullable(),
  client: namedRefSchema.nullable(),
  document: namedRefSchema.nullable(),
  partner: namedRefSchema,
  reviewer: namedRefSchema,
  /** One row per criterion of the type, in its order, with the rating given (null until rated). */
  ratings: z.array(reviewRatingViewSchema),
  overall_rating: z.string().nullable(),
  comments: z.string().nullable(),
  submitted_at: z.string().nullable(),
  decided_by: namedRefSchema.nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  supersedes: z.object({ id: z.string(), status: z.enum(REVIEW_STATUSES) }).nullable(),
  superseded_by: z.object({ id: z.string(), status: z.enum(REVIEW_STATUSES) }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do now. */
  can_edit: z.boolean(),
  can_submit: z.boolean(),
  can_decide: z.boolean(),
  can_withdraw: z.boolean(),
  can_supersede: z.boolean(),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

export const REVIEW_SORTS = ['created_at', 'status', 'submitted_at', 'overall_rating'] as const;
export const reviewFilters = {
  status: z.enum(REVIEW_STATUSES).optional(),
  kind: z.enum(REVIEW_KINDS).optional(),
  review_type_id: z.string().uuid().optional(),
  contractor_id: z.string().uuid().optional(),
  assignment_id: z.string().uuid().optional(),
};

/** The review's own rules on top of who the caller is (the API's policy and the pages' buttons agree). */
export interface ReviewActor {
  userId: string;
  userType: UserType;
  role: Role | null;
}

/** A decision maker decides a submitted review they did not write (four eyes). */
export const mayDecideReview = (a: ReviewActor, r: { status: ReviewStatus; reviewerId: string }) =>
  r.status === 'awaiting_approval' && decidesReviews(a.userType, a.role) && r.reviewerId !== a.userId;

/** Its author or staff edit and submit a review being written. */
export const mayWriteReview = (a: ReviewActor, r: { status: ReviewStatus; reviewerId: string }) =>
  isReviewEditable(r.status) && (r.reviewerId === a.userId || isAdminLike(a.userType));

/** Its author, staff or a decision maker withdraw an undecided review. */
export const mayWithdrawReview = (a: ReviewActor, r: { status: ReviewStatus; reviewerId: string }) =>
  !isReviewDecided(r.status) &&
  (r.reviewerId === a.userId || isAdminLike(a.userType) || decidesReviews(a.userType, a.role));
