/**
 * Bulk decisions on the approval lists besides timesheets (expenses, time off requests; decision 0109):
 * the chosen rows of one page, approved or rejected with one reason, all or nothing like
 * POST /v2/timesheets/bulk. A row already in the target state is reported, not refused.
 */
import { z } from 'zod';

/** A page holds at most 200 rows (per_page), and the web selects within a page. */
export const BULK_DECISION_MAX = 200;
export const BULK_DECISIONS = ['approve', 'reject'] as const;
export type BulkDecision = (typeof BULK_DECISIONS)[number];

export const bulkDecisionBodySchema = z
  .object({
    action: z.enum(BULK_DECISIONS),
    ids: z
      .array(z.string().uuid())
      .min(1, 'Choose at least one row')
      .max(BULK_DECISION_MAX, `At most ${BULK_DECISION_MAX} rows at once`),
    /** Why they are rejected: required for reject, the same for every row. */
    reason: z.string().trim().max(1000).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.action === 'reject' && !b.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why they are rejected' });
    if (b.action === 'approve' && b.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A reason is only sent with reject' });
  });
export type BulkDecisionBody = z.infer<typeof bulkDecisionBodySchema>;

export const bulkDecisionResultSchema = z.object({
  action: z.enum(BULK_DECISIONS),
  /** Rows the decision changed. */
  count: z.number().int(),
  ids: z.array(z.string()),
  /** Rows that were already approved (or rejected): reported, left as they were. */
  unchanged: z.array(z.string()),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResultSchema>;
