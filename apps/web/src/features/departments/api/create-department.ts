import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepartmentCreate, DepartmentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { departmentQueryKey } from './get-department';
import { DEPARTMENTS_PATH } from './get-departments';

const createDepartment = (body: DepartmentCreate) => api.post<DepartmentView>(DEPARTMENTS_PATH, body);

export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: (row) => {
      queryClient.setQueryData(departmentQueryKey(row.id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', DEPARTMENTS_PATH] });
    },
  });
}
