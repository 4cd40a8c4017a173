import { useMutation } from '@tanstack/react-query';
import type { CompanyTaxProfileUpdate, CompanyTaxesView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { COMPANY_TAXES_PATH, useInvalidateCompanyTaxes } from './company-tax-keys';

/** Saves the legal name and, when one is typed, a new FEIN (sent in the body only, never in the URL). */
export function useUpdateCompanyTaxProfile() {
  const invalidate = useInvalidateCompanyTaxes();
  return useMutation({
    mutationFn: ({ employerKey, body }: { employerKey: string; body: CompanyTaxProfileUpdate }) =>
      api.put<CompanyTaxesView>(`${COMPANY_TAXES_PATH}/profile`, body, { params: { employer_key: employerKey } }),
    onSuccess: invalidate,
  });
}
