import type { WorkersCompCodeView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { WORKERS_COMP_CODES_PATH } from '../../../components/reference/workers-comp-codes';

export const useWorkersCompCodesList = () =>
  useListQuery<WorkersCompCodeView>({
    path: WORKERS_COMP_CODES_PATH,
    filterKeys: ['search', 'active'],
    defaultSort: 'code',
  });
