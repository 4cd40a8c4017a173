/**
 * The wizard's option lists. Each endpoint is its own area's list (clients, contractors, jobs,
 * work locations), already scoped to what the caller may see and narrowed by client_id on the
 * server; the wizard asks for one page of 100.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface ClientOption {
  id: string;
  name: string;
  partner: { id: string; name: string };
}
export interface ContractorOption {
  id: string;
  first_name: string;
  last_name: string;
  classification: string;
  partner: { id: string; name: string };
}
export interface JobOption {
  id: string;
  title: string;
  classification: string;
  salaried: boolean;
  workers_comp_code: { code: string } | null;
  client: { id: string; name: string } | null;
}
export interface WorkLocationOption {
  id: string;
  name: string;
  client: { id: string; name: string } | null;
  address: { state?: string | null; city?: string | null } | null;
}

const PAGE = { per_page: 100 };

function useOptions<T>(path: string, params: Record<string, string | number | undefined>, enabled = true) {
  return useQuery({
    queryKey: ['options', path, params],
    queryFn: ({ signal }) => api.get<{ data: T[]; total: number }>(path, { params: { ...PAGE, ...params }, signal }),
    enabled,
    select: (page) => page.data,
  });
}

export const useClientOptions = () => useOptions<ClientOption>('/clients', {});
export const useContractorOptions = (enabled: boolean) => useOptions<ContractorOption>('/contractors', {}, enabled);
export const useJobOptions = (clientId: string | null) =>
  useOptions<JobOption>('/jobs', { client_id: clientId ?? undefined }, clientId !== null);
export const useWorkLocationOptions = (clientId: string | null) =>
  useOptions<WorkLocationOption>('/work_locations', { client_id: clientId ?? undefined }, clientId !== null);
