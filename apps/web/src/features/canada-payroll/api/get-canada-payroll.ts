import { useQuery } from '@tanstack/react-query';
import type { CanadaPayrollSummary, T4WorkerRow } from '@app/domain';
import { api } from '../../../lib/api/client';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const CANADA_PAYROLL_PATH = '/canada_payroll';
export const T4_WORKERS_PATH = '/canada_payroll/t4_workers';

/** The year's TD1 defaults, CRA remittances by employer and month, and CPA-005 files. */
export const useCanadaPayroll = (year: string) =>
  useQuery({
    queryKey: ['canada-payroll', year],
    queryFn: ({ signal }) => api.get<CanadaPayrollSummary>(CANADA_PAYROLL_PATH, { params: { year }, signal }),
  });

/** The year's T4 figures per worker; `year` is the page's one filter, shared with the summary above. */
export const useT4WorkersList = () =>
  useListQuery<T4WorkerRow>({ path: T4_WORKERS_PATH, filterKeys: ['year'], defaultSort: 'name' });
