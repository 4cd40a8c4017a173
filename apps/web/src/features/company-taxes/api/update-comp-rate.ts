import { useMutation } from '@tanstack/react-query';
import type { WorkersCompRateUpdate, WorkersCompRateView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { COMP_RATES_PATH, useInvalidateCompanyTaxes } from './company-tax-keys';

export function useUpdateCompRate() {
  const invalidate = useInvalidateCompanyTaxes();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WorkersCompRateUpdate }) =>
      api.patch<WorkersCompRateView>(`${COMP_RATES_PATH}/${id}`, body),
    onSuccess: invalidate,
  });
}
