/**
 * Contracts of the benefits resources (issue 13, decision 0052): plans offered by the platform
 * (/v2/eor_benefits, admin-managed) and by a partner (/v2/partner_benefits), each with its tax treatment
 * and monthly costs per coverage tier; a worker's enrollment in a plan (/v2/benefits, also made by the
 * onboarding benefits step); and the dependents an enrollment covers (/v2/benefit_dependents), their
 * gender and relationship from the public globals. The employee's share becomes a pre-tax (section 125,
 * 401(k)) or post-tax deduction on each paycheck and the employer's an employer contribution line.
 */
import { z } from 'zod';
import { BENEFIT_PLAN_KINDS } from './onboarding/views.js';
import { calendarDateSchema } from './timesheets/contracts.js';

/**
 * How a plan's employee share is taxed: US pre-tax (section 125; a traditional 401(k)), a Canadian registered
 * pension plan (before income tax for a T4 worker: T4 boxes 20 and 52, decision 0114), or post-tax.
 */
export const BENEFIT_TAX_TREATMENTS = ['section_125', 'traditional_401k', 'rpp', 'post_tax'] as const;
export type BenefitTaxTreatment = (typeof BENEFIT_TAX_TREATMENTS)[number];
export const BENEFIT_TAX_TREATMENT_LABELS: Record<BenefitTaxTreatment, string> = {
  section_125: 'Pre-tax (section 125)',
  traditional_401k: 'Pre-tax (401(k))',
  rpp: 'Registered pension plan (Canada)',
  post_tax: 'Post-tax',
};

export const COVERAGE_TIERS = ['employee_only', 'employee_spouse', 'employee_children', 'family'] as const;
export type CoverageTier = (typeof COVERAGE_TIERS)[number];
export const COVERAGE_TIER_LABELS: Record<CoverageTier, string> = {
  employee_only: 'Employee only',
  employee_spouse: 'Employee + spouse',
  employee_children: 'Employee + children',
  family: 'Family',
};

export const BENEFIT_PLAN_SOURCES = ['eor', 'partner'] as const;
export type BenefitPlanSource = (typeof BENEFIT_PLAN_SOURCES)[number];

/** Relationships a tier covers (the public globals' values): spouse-like and child-like. */
const SPOUSES = ['spouse', 'domestic_partner'];
const CHILDREN = ['child', 'stepchild'];

/**
 * Whether a tier covers one more dependent of this relationship, given those already covered: employee
 * only covers none; + spouse one spouse or domestic partner; + children children; family any.
 */
export function tierCovers(tier: CoverageTier, relationship: string, covered: readonly string[]): string | null {
  switch (tier) {
    case 'employee_only':
      return 'Employee-only coverage covers no dependents';
    case 'employee_spouse':
      if (!SPOUSES.includes(relationship)) return 'Employee + spouse coverage covers a spouse or domestic partner only';
      return covered.some((r) => SPOUSES.includes(r)) ? 'A spouse or domestic partner is already covered' : null;
    case 'employee_children':
      return CHILDREN.includes(relationship) ? null : 'Employee + children coverage covers children only';
    case 'family':
      if (SPOUSES.includes(relationship) && covered.some((r) => SPOUSES.includes(r))) {
        return 'A spouse or domestic partner is already covered';
      }
      return null;
  }
}

const cost = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter a monthly cost like 120.00');

export const benefitTierCostSchema = z
  .object({
    tier: z.enum(COVERAGE_TIERS, 'Choose a coverage tier'),
    employee_monthly_cost: cost,
    employer_monthly_cost: cost,
  })
  .strict();
export type BenefitTierCost = z.infer<typeof benefitTierCostSchema>;

const planFields = {
  name: z.string().trim().min(1, 'Name the plan').max(120),
  kind: z.enum(BENEFIT_PLAN_KINDS, 'Choose the kind of plan'),
  tax_treatment: z.enum(BENEFIT_TAX_TREATMENTS, 'Choose how the employee share is taxed'),
  /** The costs of each tier offered; employee only is required. */
  tiers: z
    .array(benefitTierCostSchema)
    .min(1, 'Give the employee-only costs')
    .max(4)
    .superRefine((tiers, ctx) => {
      const names = tiers.map((t) => t.tier);
      if (!names.includes('employee_only')) ctx.addIssue({ code: 'custom', message: 'Give the employee-only costs' });
      if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', message: 'Each tier once' });
    }),
};

const treatmentFitsKind = (b: { kind?: string; tax_treatment?: string }, ctx: z.RefinementCtx) => {
  if (b.tax_treatment === 'traditional_401k' && b.kind && b.kind !== 'retirement') {
    ctx.addIssue({ code: 'custom', path: ['tax_treatment'], message: 'Only a retirement plan is a 401(k)' });
  }
  if (b.tax_treatment === 'rpp' && b.kind && b.kind !== 'retirement') {
    ctx.addIssue({
      code: 'custom',
      path: ['tax_treatment'],
      message: 'Only a retirement plan is a registered pension plan',
    });
  }
  if (b.kind === 'retirement' && b.tax_treatment === 'section_125') {
    ctx.addIssue({
      code: 'custom',
      path: ['tax_treatment'],
      message: 'A retirement plan is not a section 125 benefit',
    });
  }
};

export const eorBenefitCreateSchema = z.object(planFields).strict().superRefine(treatmentFitsKind);
export const partnerBenefitCreateSchema = z
  .object({ ...planFields, partner_id: z.string().uuid().optional() })
  .strict()
  .superRefine(treatmentFitsKind);
export const benefitPlanUpdateSchema = z
  .object({ name: planFields.name, tiers: planFields.tiers, active: z.boolean() })
  .partial()
  .strict();
export type EorBenefitCreate = z.infer<typeof eorBenefitCreateSchema>;
export type PartnerBenefitCreate = z.infer<typeof partnerBenefitCreateSchema>;
export type BenefitPlanUpdate = z.infer<typeof benefitPlanUpdateSchema>;

const ref = z.object({ id: z.string(), name: z.string() });

export const benefitPlanDetailSchema = z.object({
  id: z.string(),
  source: z.enum(BENEFIT_PLAN_SOURCES),
  /** The partner offering it; null for the platform's own plans. */
  partner: ref.nullable(),
  name: z.string(),
  kind: z.enum(BENEFIT_PLAN_KINDS),
  tax_treatment: z.enum(BENEFIT_TAX_TREATMENTS),
  tiers: z.array(benefitTierCostSchema),
  active: z.boolean(),
  /** Workers enrolled now. */
  enrolled: z.number().int(),
  created_at: z.string(),
});
export type BenefitPlanDetail = z.infer<typeof benefitPlanDetailSchema>;

export const BENEFIT_PLAN_SORTS = ['name', 'kind', 'created_at'] as const;
export const benefitPlanFilters = {
  kind: z.enum(BENEFIT_PLAN_KINDS).optional(),
  active: z.enum(['true', 'false']).optional(),
  partner_id: z.string().uuid().optional(),
};

/** POST /v2/benefits: a worker enrolled in a plan at a tier from a date. */
export const benefitEnrollmentCreateSchema = z
  .object({
    contractor_id: z.string().uuid(),
    plan_source: z.enum(BENEFIT_PLAN_SOURCES),
    plan_id: z.string().uuid(),
    tier: z.enum(COVERAGE_TIERS, 'Choose a coverage tier'),
    start_date: calendarDateSchema(),
  })
  .strict();
export type BenefitEnrollmentCreate = z.infer<typeof benefitEnrollmentCreateSchema>;

export const benefitEnrollmentEndSchema = z.object({ end_date: calendarDateSchema() }).strict();

export const BENEFIT_ENROLLMENT_STATUSES = ['scheduled', 'active', 'ended'] as const;

export const benefitDependentViewSchema = z.object({
  id: z.string(),
  benefit_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
  gender: z.string(),
  relationship: z.string(),
  created_at: z.string(),
});
export type BenefitDependentView = z.infer<typeof benefitDependentViewSchema>;

export const benefitEnrollmentViewSchema = z.object({
  id: z.string(),
  contractor: ref,
  partner: ref,
  plan: z.object({
    id: z.string(),
    source: z.enum(BENEFIT_PLAN_SOURCES),
    name: z.string(),
    kind: z.enum(BENEFIT_PLAN_KINDS),
    tax_treatment: z.enum(BENEFIT_TAX_TREATMENTS),
  }),
  tier: z.enum(COVERAGE_TIERS),
  employee_monthly_cost: z.string(),
  employer_monthly_cost: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: z.enum(BENEFIT_ENROLLMENT_STATUSES),
  /** onboarding: elected in the onboarding benefits step; staff: enrolled by the employer. */
  source: z.enum(['onboarding', 'staff']),
  dependent_count: z.number().int(),
  created_at: z.string(),
});
export type BenefitEnrollmentView = z.infer<typeof benefitEnrollmentViewSchema>;

export const benefitEnrollmentDetailSchema = benefitEnrollmentViewSchema.extend({
  dependents: z.array(benefitDependentViewSchema),
  /** The employer's pay frequency and what each paycheck deducts and contributes at it. */
  per_paycheck: z.object({ frequency: z.string(), employee: z.string(), employer: z.string() }).nullable(),
  /** Whether the caller may add or remove dependents. */
  can_edit_dependents: z.boolean(),
});
export type BenefitEnrollmentDetail = z.infer<typeof benefitEnrollmentDetailSchema>;

export const BENEFIT_ENROLLMENT_SORTS = ['start_date', 'created_at'] as const;
export const benefitEnrollmentFilters = {
  contractor_id: z.string().uuid().optional(),
  partner_id: z.string().uuid().optional(),
  plan_id: z.string().uuid().optional(),
  status: z.enum(['current', 'ended']).optional(),
};

export const benefitDependentCreateSchema = z
  .object({
    benefit_id: z.string().uuid(),
    first_name: z.string().trim().min(1, 'Enter the first name').max(80),
    last_name: z.string().trim().min(1, 'Enter the last name').max(80),
    date_of_birth: calendarDateSchema(),
    /** One of the public globals' benefit_dependent_genders values. */
    gender: z.string().trim().min(1, 'Choose a gender'),
    /** One of the public globals' benefit_dependent_relationships values. */
    relationship: z.string().trim().min(1, 'Choose a relationship'),
  })
  .strict();
export type BenefitDependentCreate = z.infer<typeof benefitDependentCreateSchema>;

export const BENEFIT_DEPENDENT_SORTS = ['last_name', 'created_at'] as const;
export const benefitDependentFilters = { benefit_id: z.string().uuid().optional() };

/** Months of cost per pay period: 12 months spread over the year's paychecks. */
export const PAY_PERIODS_PER_YEAR: Record<string, number> = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 };
