import { useQuery } from '@tanstack/react-query';
import type { PeriodTaxLiabilities, TaxLiabilities } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYROLL_RUNS_PATH } from './payroll-run-keys';

/** What the run's paychecks owe each agency, withheld and the employer's own (GET …/tax_liabilities). */
export const useTaxLiabilities = (runId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['payroll-run', runId, 'tax-liabilities'],
    queryFn: ({ signal }) => api.get<TaxLiabilities>(`${PAYROLL_RUNS_PATH}/${runId}/tax_liabilities`, { signal }),
    enabled,
    retry: false,
  });

/** A period's liabilities per employer (GET /payroll_tax_liabilities), for one partner's runs. */
export const usePeriodTaxLiabilities = (q: { from: string; to: string; partnerId: string }, enabled: boolean) =>
  useQuery({
    queryKey: ['payroll-tax-liabilities', q.from, q.to, q.partnerId],
    queryFn: ({ signal }) =>
      api.get<PeriodTaxLiabilities>('/payroll_tax_liabilities', {
        params: { from: q.from, to: q.to, partner_id: q.partnerId },
        signal,
      }),
    enabled,
    retry: false,
  });
