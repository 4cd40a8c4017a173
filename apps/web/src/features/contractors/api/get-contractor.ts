import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ContractorRow } from './contractor-types';

export const contractorQueryKey = (id: string) => ['contractor', id] as const;

const getContractor = (id: string, signal?: AbortSignal) => api.get<ContractorRow>(`/contractors/${id}`, { signal });

/** One contractor; one outside the user's scope answers 404, which the page shows as Not Found. */
export const useContractor = (id: string) =>
  useQuery({ queryKey: contractorQueryKey(id), queryFn: ({ signal }) => getContractor(id, signal), retry: false });
