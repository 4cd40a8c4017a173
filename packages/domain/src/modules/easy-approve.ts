/**
 * Easy approve: a client approver's weekly e-mail with a one-time link that opens one week
 * of that client's timesheets without a login, to approve or reject each line.
 */
import { z } from 'zod';
import { TIMESHEET_STATUSES, TIMESHEET_TYPES, type Role } from '../enums.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

/** Client users who decide timesheets by e-mail: the client's owner, manager, admin and finance roles. */
export const EASY_APPROVE_ROLES: readonly Role[] = ['owner', 'manager', 'admin', 'finance'];
/** How long a mailed link stays usable. */
export const EASY_APPROVE_TTL_DAYS = 7;
export const EASY_APPROVE_PATH = '/easy_approve';

/** 32 random bytes as base64url are 43 characters; anything far from that is not a token. */
export const easyApproveTokenSchema = z.string().trim().min(20, 'This link is incomplete').max(200);

export const easyApproveQuerySchema = z.object({ token: easyApproveTokenSchema }).strict();

export const EASY_APPROVE_ACTIONS = ['approve', 'reject'] as const;
export type EasyApproveAction = (typeof EASY_APPROVE_ACTIONS)[number];

export const easyApproveDecisionSchema = z
  .object({
    timesheet_id: z.string().uuid(),
    action: z.enum(EASY_APPROVE_ACTIONS),
    reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.action === 'reject' && !d.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Give a reason for rejecting this entry' });
  });
export type EasyApproveDecision = z.infer<typeof easyApproveDecisionSchema>;

export const easyApproveSubmitSchema = z
  .object({
    token: easyApproveTokenSchema,
    decisions: z
      .array(easyApproveDecisionSchema)
      .min(1, 'Approve or reject at least one entry')
      .max(1000)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((d, i) => {
          if (seen.has(d.timesheet_id))
            ctx.addIssue({ code: 'custom', path: [i, 'timesheet_id'], message: 'Decide each entry once' });
          seen.add(d.timesheet_id);
        });
      }),
  })
  .strict();
export type EasyApproveSubmit = z.infer<typeof easyApproveSubmitSchema>;

/** POST /v2/easy_approve/send: staff send the links now, for one client and/or one week if given. */
export const easyApproveSendSchema = z
  .object({
    client_id: z.string().uuid().optional(),
    /** The Monday the week starts on. */
    week_start: calendarDateSchema()
      .refine((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, 'A week starts on a Monday')
      .optional(),
  })
  .strict();
export type EasyApproveSend = z.infer<typeof easyApproveSendSchema>;

export const easyApproveSendResultSchema = z.object({
  /** One per link mailed: an approver, a client, a week. */
  sent: z.array(
    z.object({ email: z.string(), client: namedRefSchema, week_start: z.string(), entries: z.number().int() }),
  ),
});
export type EasyApproveSendResult = z.infer<typeof easyApproveSendResultSchema>;

/** One line as the approver sees it: no pay or bill rates. */
export const easyApproveEntrySchema = z.object({
  id: z.string(),
  contractor_name: z.string(),
  date: z.string(),
  /** The weekday of `date`, e.g. "Mon". */
  day: z.string(),
  time_start_string: z.string(),
  time_end_string: z.string(),
  break_time_minutes: z.number().int(),
  /** Decimal hours, two places ("8.50"). */
  hours_worked: z.string(),
  type: z.enum(TIMESHEET_TYPES),
  status: z.enum(TIMESHEET_STATUSES),
  project_code: z.string().nullable(),
  task: z.string().nullable(),
  work_location: z.string(),
});
export type EasyApproveEntry = z.infer<typeof easyApproveEntrySchema>;

export const easyApproveWeekSchema = z.object({
  client: namedRefSchema,
  approver: z.object({ email: z.string(), name: z.string() }),
  week_start: z.string(),
  week_end: z.string(),
  expires_at: z.string(),
  entries: z.array(easyApproveEntrySchema),
});
export type EasyApproveWeek = z.infer<typeof easyApproveWeekSchema>;

export const easyApproveSubmitResultSchema = z.object({
  approved: z.number().int(),
  rejected: z.number().int(),
  message: z.string(),
});
export type EasyApproveSubmitResult = z.infer<typeof easyApproveSubmitResultSchema>;
