import { useMutation } from '@tanstack/react-query';
import type { BulkDecisionBody, BulkDecisionResult } from '@app/domain';
import { api } from '../../../lib/api/client';
import { EXPENSES_PATH, useInvalidateExpenses } from './expense-keys';

/** Approve or reject the chosen expenses in one call, all or nothing (decision 0109). */
export function useBulkExpenseDecision() {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: (body: BulkDecisionBody) => api.post<BulkDecisionResult>(`${EXPENSES_PATH}/bulk`, body),
    onSuccess: invalidate,
  });
}
