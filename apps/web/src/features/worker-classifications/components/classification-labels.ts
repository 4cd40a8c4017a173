import type { WorkerClassificationResult } from '@app/domain';

export const RESULT_LABELS: Record<WorkerClassificationResult, string> = {
  'w-2': 'Employee (W-2)',
  independent_contractor: 'Independent contractor',
};

export const VERDICT_LABELS = { employee: 'Points to employee', contractor: 'Points to contractor', mixed: 'Mixed' };
