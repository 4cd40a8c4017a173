import { useMutation } from '@tanstack/react-query';
import type { WorkersCompRateCreate, WorkersCompRateView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { COMP_RATES_PATH, useInvalidateCompanyTaxes } from './company-tax-keys';

export function useCreateCompRate() {
  const invalidate = useInvalidateCompanyTaxes();
  return useMutation({
    mutationFn: (body: WorkersCompRateCreate) => api.post<WorkersCompRateView>(COMP_RATES_PATH, body),
    onSuccess: invalidate,
  });
}
