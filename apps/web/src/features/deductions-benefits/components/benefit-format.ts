import {
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
/** "Medical", "Retirement"…; an HSA by its initials. */
export const planKindLabel = (k: string) => (k === 'hsa' ? 'HSA' : k.charAt(0).toUpperCase() + k.slice(1));
