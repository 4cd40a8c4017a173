import type { ContractorStatus, ContractorView, JobClassification } from '@app/domain';

/** A contractor as GET /v2/contractors and /v2/contractors/:id answer it. */
export type ContractorRow = ContractorView;

export const CLASSIFICATION_LABELS: Record<JobClassification, string> = {
  'w-2': 'W-2 employee',
  independent_contractor: 'Independent contractor (1099)',
  international_ic: 'International contractor',
  international_eor: 'International (EOR)',
  canada_t4: 'Canada (T4)',
};

export const STATUS_LABELS: Record<ContractorStatus, string> = {
  onboarding: 'Onboarding',
  active: 'Active',
  inactive: 'Inactive',
};

export const contractorRevealPath = (id: string) => `/contractors/${id}/tax_id/reveal`;

export const fullName = (c: Pick<ContractorRow, 'first_name' | 'last_name'>) => `${c.first_name} ${c.last_name}`;
