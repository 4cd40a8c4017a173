import { useQuery } from '@tanstack/react-query';
import type { CompanyTaxEmployerView } from '@app/domain';
import { api } from '../../../lib/api/client';

/**
 * The employers whose company taxes a staff user may name (the platform and each self-employer partner),
 * for the calculator's Employer select. Only staff ask: the route refuses most partner users, and a
 * partner's paycheck always takes its own employer's.
 */
export const useCompanyTaxEmployers = (enabled: boolean) =>
  useQuery({
    queryKey: ['company-taxes', 'employers'],
    queryFn: ({ signal }) => api.get<CompanyTaxEmployerView[]>('/company_taxes/employers', { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
