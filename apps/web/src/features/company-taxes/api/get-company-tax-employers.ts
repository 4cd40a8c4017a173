import { useQuery } from '@tanstack/react-query';
import type { CompanyTaxEmployerView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { COMPANY_TAXES_PATH } from './company-tax-keys';

/** The employers whose company taxes the user reads (staff: the platform and each self-employer). */
export const useCompanyTaxEmployers = () =>
  useQuery({
    queryKey: ['company-taxes', 'employers'],
    queryFn: ({ signal }) => api.get<CompanyTaxEmployerView[]>(`${COMPANY_TAXES_PATH}/employers`, { signal }),
    retry: false,
    staleTime: 60_000,
  });
