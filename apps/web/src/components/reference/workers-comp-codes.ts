import { useQuery } from '@tanstack/react-query';
import type { WorkersCompCodeView } from '@app/domain';
import { api } from '../../lib/api/client';

export const WORKERS_COMP_CODES_PATH = '/workers_comp_codes';
/** The start-up copy's key: saving a code refreshes it (workers-comp-codes feature). */
export const workersCompCodesKey = ['workers-comp-codes'] as const;

const getWorkersCompCodes = () =>
  api.get<{ data: WorkersCompCodeView[]; total: number }>(WORKERS_COMP_CODES_PATH, { params: { per_page: 200 } });

/** Loaded once per session at start-up (spec section 7): job and assignment forms pick from it. */
export const useWorkersCompCodes = (enabled = true) =>
  useQuery({ queryKey: workersCompCodesKey, queryFn: getWorkersCompCodes, staleTime: Infinity, enabled });
