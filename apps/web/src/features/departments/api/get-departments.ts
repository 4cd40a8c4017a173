import type { DepartmentView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const DEPARTMENTS_PATH = '/departments';

export const useDepartmentsList = () =>
  useListQuery<DepartmentView>({
    path: DEPARTMENTS_PATH,
    filterKeys: ['search', 'client_id', 'active'],
    defaultSort: 'name',
  });
