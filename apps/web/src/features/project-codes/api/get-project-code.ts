import { useQuery } from '@tanstack/react-query';
import type { ProjectCodeView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PROJECT_CODES_PATH, projectCodeQueryKey } from './project-code-keys';

export const useProjectCode = (id: string) =>
  useQuery({
    queryKey: projectCodeQueryKey(id),
    queryFn: ({ signal }) => api.get<ProjectCodeView>(`${PROJECT_CODES_PATH}/${id}`, { signal }),
    retry: false,
  });
