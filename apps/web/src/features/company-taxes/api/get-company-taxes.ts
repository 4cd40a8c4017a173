import { useQuery } from '@tanstack/react-query';
import type { CompanyTaxesView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { COMPANY_TAXES_PATH, companyTaxesKey } from './company-tax-keys';

/** The employer's profile and whether the user may change it (`employerKey` '' : the user's default employer). */
export const useCompanyTaxes = (employerKey: string) =>
  useQuery({
    queryKey: companyTaxesKey(employerKey),
    queryFn: ({ signal }) =>
      api.get<CompanyTaxesView>(COMPANY_TAXES_PATH, {
        params: employerKey ? { employer_key: employerKey } : {},
        signal,
      }),
    retry: false,
  });
