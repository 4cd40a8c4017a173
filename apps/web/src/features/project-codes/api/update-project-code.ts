import { useMutation } from '@tanstack/react-query';
import type { ProjectCodeUpdate, ProjectCodeView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PROJECT_CODES_PATH, useProjectCodeSaved } from './project-code-keys';

export function useUpdateProjectCode(id: string) {
  const saved = useProjectCodeSaved();
  return useMutation({
    mutationFn: (body: ProjectCodeUpdate) => api.patch<ProjectCodeView>(`${PROJECT_CODES_PATH}/${id}`, body),
    onSuccess: saved,
  });
}
