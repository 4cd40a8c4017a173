/**
 * GET /v2/contractors/{id}/activity (issue 16, the contractor workspace's Activity tab): what was done to the
 * contractor and its placements, time, expenses, time off, paychecks, agreements, licenses and screenings,
 * newest first, from the audit trail. What each entry changed (its metadata) is not part of the view.
 */
import { z } from 'zod';

export const CONTRACTOR_ACTIVITY_ENTITIES = [
  'contractor',
  'assignment',
  'timesheet',
  'expense',
  'time_off_request',
  'paycheck',
  'agreement',
  'license',
  'screening',
] as const;
export type ContractorActivityEntity = (typeof CONTRACTOR_ACTIVITY_ENTITIES)[number];

export const contractorActivitySchema = z.object({
  id: z.string(),
  action: z.string(),
  entity_type: z.enum(CONTRACTOR_ACTIVITY_ENTITIES),
  entity_id: z.string().nullable(),
  /** Who did it; null for the platform itself (a job, a webhook). */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type ContractorActivity = z.infer<typeof contractorActivitySchema>;

export const CONTRACTOR_ACTIVITY_SORTS = ['created_at'] as const;
export const contractorActivityFilters = { entity_type: z.enum(CONTRACTOR_ACTIVITY_ENTITIES).optional() };
