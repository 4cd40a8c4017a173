import type { PaycheckListRow } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { PAYCHECKS_PATH } from './payroll-run-keys';

/** The list's filters (paycheckFilters in @app/domain): the URL and the API read the same names. */
export const PAYCHECK_FILTER_KEYS = [
  'payroll_run_id',
  'contractor_id',
  'partner_id',
  'check_date_from',
  'check_date_to',
] as const;

/** Issued paychecks (their run approved or later): staff all, a partner's users its own, a contractor its own. */
export const usePaychecksList = () =>
  useListQuery<PaycheckListRow>({
    path: PAYCHECKS_PATH,
    filterKeys: PAYCHECK_FILTER_KEYS,
    defaultSort: '-check_date',
  });
