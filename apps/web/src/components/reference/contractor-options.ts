import type { ComboboxItem } from '@mantine/core';
import type { TimesheetView } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '../data-list/use-list-query';
import { api } from '../../lib/api/client';
import { toApiError } from '../../lib/api/errors';

interface ContractorOption {
  id: string;
  first_name: string;
  last_name: string;
}

/** Enough contractors for a picker (it filters them as the user types). */
const PAGE_SIZE = 100;

async function fromContractors(signal?: AbortSignal): Promise<ComboboxItem[]> {
  const page = await api.get<ListPage<ContractorOption>>('/contractors', {
    params: { per_page: PAGE_SIZE, sort: 'name' },
    signal,
  });
  return page.data.map((c) => ({ value: c.id, label: `${c.first_name} ${c.last_name}` }));
}

/** Users who may not open the contractors list (time sheet only) pick among those whose time they see. */
async function fromTimesheets(signal?: AbortSignal): Promise<ComboboxItem[]> {
  const page = await api.get<ListPage<TimesheetView>>('/timesheets', {
    params: { per_page: PAGE_SIZE, sort: '-date' },
    signal,
  });
  const byId = new Map(page.data.map((t) => [t.contractor.id, t.contractor.name]));
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The contractors this user may see (the API scopes them), for the on-behalf picker and the list filter. */
export const useContractorOptions = (enabled = true) =>
  useQuery({
    queryKey: ['options', '/contractors', 'timesheets'],
    queryFn: async ({ signal }): Promise<ComboboxItem[]> => {
      try {
        return await fromContractors(signal);
      } catch (err) {
        const status = toApiError(err).statusCode;
        if (status === 403 || status === 404) return fromTimesheets(signal);
        throw err;
      }
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });
