import type { ProjectCodeView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { PROJECT_CODES_PATH } from './project-code-keys';

export const useProjectCodesList = () =>
  useListQuery<ProjectCodeView>({
    path: PROJECT_CODES_PATH,
    filterKeys: ['search', 'client_id', 'active'],
    defaultSort: 'code',
  });
