import { useQuery } from '@tanstack/react-query';
import type { DepartmentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { DEPARTMENTS_PATH } from './get-departments';

export const departmentQueryKey = (id: string) => ['department', id] as const;

const getDepartment = (id: string, signal?: AbortSignal) =>
  api.get<DepartmentView>(`${DEPARTMENTS_PATH}/${id}`, { signal });

export const useDepartment = (id: string) =>
  useQuery({ queryKey: departmentQueryKey(id), queryFn: ({ signal }) => getDepartment(id, signal), retry: false });
