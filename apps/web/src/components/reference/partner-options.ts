import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import type { ListPage } from '../data-list/use-list-query';

interface PartnerOption {
  id: string;
  name: string;
}

/** Enough partners for a picker; the platform has far fewer than 200. */
const PARTNER_PAGE_SIZE = 200;

const getPartnerOptions = async (signal?: AbortSignal): Promise<ComboboxItem[]> => {
  const page = await api.get<ListPage<PartnerOption>>('/partners', {
    params: { per_page: PARTNER_PAGE_SIZE, sort: 'name' },
    signal,
  });
  return page.data.map((p) => ({ value: p.id, label: p.name }));
};

/** The partners staff pick from (a client's, a rate's, a rule's partner); loads only when `enabled`. */
export const usePartnerOptions = (enabled = true) =>
  useQuery({
    queryKey: ['partner-options'],
    queryFn: ({ signal }) => getPartnerOptions(signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
