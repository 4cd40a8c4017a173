import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import type { ListPage } from '../data-list/use-list-query';

/** What a picker needs of a sales partner row. */
interface SalesPartnerOption {
  id: string;
  name: string;
}

/** Enough sales partners for a picker; the platform has a handful. */
const PAGE_SIZE = 200;

const getSalesPartnerOptions = async (signal?: AbortSignal): Promise<ComboboxItem[]> => {
  const page = await api.get<ListPage<SalesPartnerOption>>('/sales_partners', {
    params: { per_page: PAGE_SIZE, sort: 'name' },
    signal,
  });
  return page.data.map((s) => ({ value: s.id, label: s.name }));
};

/** The sales partners staff pick from (a partner's referrer, the referral list). */
export const useSalesPartnerOptions = (enabled = true) =>
  useQuery({
    queryKey: ['sales-partner-options'],
    queryFn: ({ signal }) => getSalesPartnerOptions(signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
