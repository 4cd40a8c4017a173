import type { PtoAccrualView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { PTO_ACCRUALS_PATH } from './pto-keys';

export const usePtoAccrualsList = () =>
  useListQuery<PtoAccrualView>({
    path: PTO_ACCRUALS_PATH,
    filterKeys: ['kind', 'contractor_id', 'pto_rule_id', 'date_from', 'date_to'],
    defaultSort: '-effective_date',
  });
