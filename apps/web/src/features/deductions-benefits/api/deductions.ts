import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaycheckDeductionCreate, PaycheckDeductionDetail, PaycheckDeductionView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

export const DEDUCTIONS_PATH = '/paycheck_deductions';
export type DeductionDetail = PaycheckDeductionDetail & { can_manage: boolean };
const deductionKey = (id: string) => ['paycheck-deduction', id] as const;

/** The deductions in the caller's scope (the API scopes them), newest first. */
export const useDeductionsList = () =>
  useListQuery<PaycheckDeductionView>({
    path: DEDUCTIONS_PATH,
    filterKeys: ['contractor_id', 'partner_id', 'kind', 'state'],
    defaultSort: '-created_at',
  });

/** One deduction with every approved paycheck's take. */
export const useDeduction = (id: string) =>
  useQuery({
    queryKey: deductionKey(id),
    queryFn: ({ signal }) => api.get<DeductionDetail>(`${DEDUCTIONS_PATH}/${id}`, { signal }),
    retry: false,
  });

function useSaved() {
  const client = useQueryClient();
  return (d: DeductionDetail) => {
    client.setQueryData(deductionKey(d.id), d);
    void client.invalidateQueries({ queryKey: ['list', DEDUCTIONS_PATH] });
  };
}

export function useCreateDeduction() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: PaycheckDeductionCreate) => api.post<DeductionDetail>(DEDUCTIONS_PATH, body),
    onSuccess: saved,
  });
}

export function useStopDeduction(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (reason: string) => api.post<DeductionDetail>(`${DEDUCTIONS_PATH}/${id}/stop`, { reason }),
    onSuccess: saved,
  });
}
