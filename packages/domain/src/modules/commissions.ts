/**
 * Contracts of /v2/commission_plans and /v2/commissions/quote (issue 14; decision 0055): a sales partner's
 * commission plan per referred partner, and the commission calculator's quote of a hypothetical placement
 * figured with the same functions as the real accrual and the pricing calculator.
 */
import { z } from 'zod';
import { JOB_CLASSIFICATIONS } from '../enums.js';
import { namedRefSchema } from './timesheets/contracts.js';

const decimal = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,4})?$/, 'A positive number with up to four decimals');

export const COMMISSION_BASES = ['margin', 'billing'] as const;

export const commissionTierSchema = z.object({ from: decimal, percent: decimal });

export const commissionPlanCreateSchema = z
  .object({
    sales_partner_id: z.string().uuid(),
    partner_id: z.string().uuid(),
    basis: z.enum(COMMISSION_BASES),
    tiers: z.array(commissionTierSchema).min(1).max(10),
    start_date: z.iso.date(),
    end_date: z.iso.date().nullable().default(null),
  })
  .strict()
  .refine((b) => b.end_date === null || b.end_date >= b.start_date, {
    path: ['end_date'],
    message: 'The plan ends before it starts',
  });
export type CommissionPlanCreate = z.infer<typeof commissionPlanCreateSchema>;

export const commissionPlanSchema = z.object({
  id: z.string(),
  sales_partner: namedRefSchema,
  partner: namedRefSchema,
  basis: z.enum(COMMISSION_BASES),
  tiers: z.array(z.object({ from: z.string(), percent: z.string() })),
  start_date: z.string(),
  end_date: z.string().nullable(),
  created_at: z.string(),
});
export type CommissionPlanView = z.infer<typeof commissionPlanSchema>;

export const COMMISSION_PLAN_SORTS = ['start_date', 'created_at'] as const;
export const commissionPlanFilters = {
  sales_partner_id: z.string().uuid().optional(),
  partner_id: z.string().uuid().optional(),
};

export const commissionQuoteRequestSchema = z
  .object({
    plan_id: z.string().uuid(),
    pay_rate: decimal,
    bill_rate: decimal,
    hours_per_week: decimal,
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose a state'),
    classification: z.enum(JOB_CLASSIFICATIONS).default('w-2'),
    workers_comp_code: z.string().trim().max(20).nullable().default(null),
    /** The basis the plan's year has reached before this placement (its tier). */
    basis_to_date: decimal.default('0'),
  })
  .strict();
export type CommissionQuoteRequest = z.infer<typeof commissionQuoteRequestSchema>;

export const commissionQuoteSchema = z.object({
  plan_id: z.string(),
  basis: z.enum(COMMISSION_BASES),
  bill_rate: z.string(),
  pay_rate: z.string(),
  burden_per_hour: z.string(),
  margin_per_hour: z.string(),
  weekly: z.object({ billing: z.string(), margin: z.string(), commission: z.string() }),
  /** A year of the same week (52), through the plan's tiers from the basis to date. */
  annual: z.object({ billing: z.string(), margin: z.string(), commission: z.string() }),
  /** Whether the plan covers today (a plan outside its dates earns nothing). */
  in_effect: z.boolean(),
  date: z.string(),
});
export type CommissionQuote = z.infer<typeof commissionQuoteSchema>;
