import { useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@app/domain';
import { api } from '../../../lib/api/client';

const searchKey = (text: string) => ['global-search', text] as const;

const searchGlobal = (text: string, signal?: AbortSignal) =>
  api
    .get<{ data: SearchResult[] }>('/search', { params: { search_type: 'global', search: text }, signal })
    .then((r) => r.data);

/** TanStack aborts the fetch (its AbortSignal) once a newer text or a closed palette leaves it unobserved. */
export const useGlobalSearch = (text: string, enabled: boolean) =>
  useQuery({
    queryKey: searchKey(text),
    queryFn: ({ signal }) => searchGlobal(text, signal),
    enabled: enabled && text.length > 0,
    staleTime: 30_000,
    retry: false,
  });
