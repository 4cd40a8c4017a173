import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { useInvalidateCompanyTaxes } from './company-tax-keys';

/** Deletes a registration or a workers' comp rate (`path` is its list's path). */
export function useDeleteCompanyTaxRow(path: string) {
  const invalidate = useInvalidateCompanyTaxes();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${path}/${id}`),
    onSuccess: invalidate,
  });
}
