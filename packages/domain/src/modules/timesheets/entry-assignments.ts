/**
 * GET /v2/timesheets/assignments: the assignments the caller may enter time for, for the "Enter time"
 * contractor picker. Users without the contractors list (role time_sheet_only) pick from it too.
 */
import { z } from 'zod';
import { namedRefSchema } from './contracts.js';

export const TIMESHEET_ENTRY_ASSIGNMENT_SORTS = ['contractor', 'client', 'job_title', 'start_date'] as const;

export const timesheetEntryAssignmentFilters = {
  /** Matches the contractor's name, the client's name or the job title. */
  search: z.string().trim().max(100).optional(),
  contractor_id: z.string().uuid().optional(),
  client_id: z.string().uuid().optional(),
};

/** One assignment open to time entry: live, or ended (late time) for anyone but the contractor. */
export const timesheetEntryAssignmentViewSchema = z.object({
  id: z.string(),
  status: z.enum(['live', 'ended']),
  start_date: z.string(),
  end_date: z.string().nullable(),
  job_title: z.string(),
  contractor: namedRefSchema,
  client: namedRefSchema.extend({ requires_project_code: z.boolean() }),
  partner: namedRefSchema,
  work_location: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
});
export type TimesheetEntryAssignmentView = z.infer<typeof timesheetEntryAssignmentViewSchema>;
