import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface WorkersCompCode {
  id: string;
  code: string;
  description: string;
}

export const getWorkersCompCodes = () =>
  api.get<{ data: WorkersCompCode[]; total: number }>('/workers_comp_codes', { params: { per_page: 200 } });

/** Loaded once per session at start-up (spec section 7): job and assignment forms pick from it. */
export const useWorkersCompCodes = (enabled = true) =>
  useQuery({ queryKey: ['workers-comp-codes'], queryFn: getWorkersCompCodes, staleTime: Infinity, enabled });
