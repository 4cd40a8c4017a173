/**
 * Easy approve (issue 4): a client approver's weekly e-mail with a one-time link that opens one week
 * of that client's timesheets without a login, to approve or reject each line.
 */
import { z } from 'zod';
import type { Role, TimesheetStatus, TimesheetType } from '../enums.js';
import { calendarDateSchema } from './timesheet-contracts.js';

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

export interface EasyApproveSendResult {
  /** One per link mailed: an approver, a client, a week. */
  sent: { email: string; client: { id: string; name: string }; week_start: string; entries: number }[];
}

/** One line as the approver sees it: no pay or bill rates. */
export interface EasyApproveEntry {
  id: string;
  contractor_name: string;
  date: string;
  /** The weekday of `date`, e.g. "Mon". */
  day: string;
  time_start_string: string;
  time_end_string: string;
  break_time_minutes: number;
  /** Decimal hours, two places ("8.50"). */
  hours_worked: string;
  type: TimesheetType;
  status: TimesheetStatus;
  project_code: string | null;
  task: string | null;
  work_location: string;
}

export interface EasyApproveWeek {
  client: { id: string; name: string };
  approver: { email: string; name: string };
  week_start: string;
  week_end: string;
  expires_at: string;
  entries: EasyApproveEntry[];
}

export interface EasyApproveSubmitResult {
  approved: number;
  rejected: number;
  message: string;
}
