import type { PayrollRunView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { PAYROLL_RUNS_PATH } from './payroll-run-keys';

/** The list's filters (payrollRunFilters in @app/domain): the URL and the API read the same names. */
const PAYROLL_RUN_FILTER_KEYS = ['status', 'partner_id'] as const;

export const usePayrollRunsList = () =>
  useListQuery<PayrollRunView>({
    path: PAYROLL_RUNS_PATH,
    filterKeys: PAYROLL_RUN_FILTER_KEYS,
    defaultSort: '-period_start',
  });
