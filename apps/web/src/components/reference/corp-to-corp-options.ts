import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import type { ListPage } from '../data-list/use-list-query';

/** What a picker needs of a corp-to-corp row. */
interface CorpToCorpOption {
  id: string;
  name: string;
}

/** A partner has a handful of vendors; 200 is plenty for a picker. */
const OPTIONS_PAGE_SIZE = 200;

async function getCorpToCorpOptions(partnerId: string | null, signal?: AbortSignal): Promise<ComboboxItem[]> {
  const page = await api.get<ListPage<CorpToCorpOption>>('/corp_to_corps', {
    params: { per_page: OPTIONS_PAGE_SIZE, sort: 'name', active: 'true', partner_id: partnerId },
    signal,
  });
  return page.data.map((c) => ({ value: c.id, label: c.name }));
}

/** Active corp-to-corps a contractor may work through; staff pass the contractor's partner. */
export const useCorpToCorpOptions = (enabled: boolean, partnerId: string | null) =>
  useQuery({
    queryKey: ['corp-to-corp-options', partnerId],
    queryFn: ({ signal }) => getCorpToCorpOptions(partnerId, signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
