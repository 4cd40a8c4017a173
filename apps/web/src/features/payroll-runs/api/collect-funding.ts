import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FundingCollectionInput, PayrollRunFunding } from '@app/domain';
import { api } from '../../../lib/api/client';
import { runFundingQueryKey } from './get-run-funding';
import { PAYROLL_RUNS_PATH, payrollRunQueryKey } from './payroll-run-keys';

/** The collection's URL, as the api client (and the two-factor modal's replay) names it. */
export const collectFundingPath = (id: string) => `${PAYROLL_RUNS_PATH}/${id}/funding/collect`;

/** After a collection: the run's funding from the answer, and the run read again (what it owes may have moved). */
export function useFundingSaved(id: string) {
  const queryClient = useQueryClient();
  return (answer: PayrollRunFunding) => {
    queryClient.setQueryData(runFundingQueryKey(id), answer);
    void queryClient.invalidateQueries({ queryKey: payrollRunQueryKey(id) });
  };
}

/**
 * Collects a funding debit the bank returned after the workers were paid (decision 0113): debited again from
 * the partner's primary payroll bank account, or recorded settled with a note. Behind the e-mailed code: the
 * API answers 424 first and the two-factor modal replays the request (the page hears it through
 * `useVerifiedCollection`).
 */
export function useCollectFunding(id: string) {
  const saved = useFundingSaved(id);
  return useMutation({
    mutationFn: (body: FundingCollectionInput) => api.post<PayrollRunFunding>(collectFundingPath(id), body),
    onSuccess: saved,
  });
}
