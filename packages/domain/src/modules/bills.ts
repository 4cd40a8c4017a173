/** Contracts of /v2/bills: what the platform charges a partner per finalized invoice (billing issue). */
import { z } from 'zod';
import { BILL_STATUSES, PLATFORM_FEE_BASES } from '../enums.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

export const billViewSchema = z.object({
  id: z.string(),
  partner: namedRefSchema,
  invoice: z.object({ id: z.string(), number: z.string().nullable(), client_name: z.string() }),
  basis: z.enum(PLATFORM_FEE_BASES),
  /** Hours billed on the invoice (per-hour fees only). */
  hours: z.string().nullable(),
  rate: z.string(),
  amount: z.string(),
  currency: z.string(),
  bill_date: z.string(),
  status: z.enum(BILL_STATUSES),
});
export type BillView = z.infer<typeof billViewSchema>;

export const billFilters = {
  partner_id: z.string().uuid().optional(),
  status: z.enum(BILL_STATUSES).optional(),
  date_from: calendarDateSchema().optional(),
  date_to: calendarDateSchema().optional(),
};
export const BILL_SORTS = ['bill_date', 'amount', 'invoice'] as const;
