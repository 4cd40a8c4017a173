/**
 * GET /v2/timesheets/assignments: the assignments the caller may enter time for, for the "Enter time"
 * contractor picker. Users without the contractors list (role time_sheet_only) pick from it too.
 */
import { z } from 'zod';
import type { NamedRef } from './timesheet-contracts.js';

export const TIMESHEET_ENTRY_ASSIGNMENT_SORTS = ['contractor', 'client', 'job_title', 'start_date'] as const;

export const timesheetEntryAssignmentFilters = {
  /** Matches the contractor's name, the client's name or the job title. */
  search: z.string().trim().max(100).optional(),
  contractor_id: z.string().uuid().optional(),
  client_id: z.string().uuid().optional(),
};

/** One assignment open to time entry: live, or ended (late time) for anyone but the contractor. */
export interface TimesheetEntryAssignmentView {
  id: string;
  status: 'live' | 'ended';
  start_date: string;
  end_date: string | null;
  job_title: string;
  contractor: NamedRef;
  client: NamedRef & { requires_project_code: boolean };
  partner: NamedRef;
  work_location: { id: string; name: string; timezone: string };
}
