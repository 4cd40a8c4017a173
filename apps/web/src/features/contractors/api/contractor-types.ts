import { ENUM_LABELS, type ContractorView } from '@app/domain';

/** A contractor as GET /v2/contractors and /v2/contractors/:id answer it. */
export type ContractorRow = ContractorView;

export const CLASSIFICATION_LABELS = ENUM_LABELS.jobClassification;
export const STATUS_LABELS = ENUM_LABELS.contractorStatus;

export const contractorRevealPath = (id: string) => `/contractors/${id}/tax_id/reveal`;

export const fullName = (c: Pick<ContractorRow, 'first_name' | 'last_name'>) => `${c.first_name} ${c.last_name}`;
