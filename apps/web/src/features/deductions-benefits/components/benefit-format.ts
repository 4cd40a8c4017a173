import {
  BENEFIT_PLAN_KIND_LABELS,
  BENEFIT_TAX_TREATMENT_LABELS,
  COVERAGE_TIER_LABELS,
  type BenefitEnrollmentView,
  type BenefitPlanDetail,
} from '@app/domain';

export const tierLabel = (t: BenefitEnrollmentView['tier']) => COVERAGE_TIER_LABELS[t];
export const treatmentLabel = (t: BenefitPlanDetail['tax_treatment']) => BENEFIT_TAX_TREATMENT_LABELS[t];
export const STATUS_COLORS: Record<BenefitEnrollmentView['status'], string> = {
  scheduled: 'blue',
  active: 'green',
  ended: 'gray',
};
export const planKindLabel = (k: BenefitPlanDetail['kind']) => BENEFIT_PLAN_KIND_LABELS[k];
