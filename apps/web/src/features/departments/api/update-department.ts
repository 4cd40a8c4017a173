import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepartmentUpdate, DepartmentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { departmentQueryKey } from './get-department';
import { DEPARTMENTS_PATH } from './get-departments';

const updateDepartment = (id: string, body: DepartmentUpdate) =>
  api.patch<DepartmentView>(`${DEPARTMENTS_PATH}/${id}`, body);

export function useUpdateDepartment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepartmentUpdate) => updateDepartment(id, body),
    onSuccess: (row) => {
      queryClient.setQueryData(departmentQueryKey(id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', DEPARTMENTS_PATH] });
    },
  });
}
