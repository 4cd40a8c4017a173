import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api/client';
import {
  readListState,
  toRequestParams,
  writeListState,
  type ListConfig,
  type ListFilters,
  type ListRequestParams,
  type ListState,
} from './list-params';

/** A list answer once the client has unwrapped the outer `{data: ...}`. */
export interface ListPage<Row> {
  data: Row[];
  total: number;
}

export interface ListQueryOptions extends ListConfig {
  /** API path under /v2, e.g. `/users`. */
  path: string;
}

export interface ListQuery<Row> {
  path: string;
  state: ListState;
  /** Exactly what the API is sent (and what the CSV export repeats with `format=csv`). */
  params: ListRequestParams;
  query: UseQueryResult<ListPage<Row>>;
  rows: Row[];
  total: number;
  hasFilters: boolean;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setSort: (sort: string | null) => void;
  /** Sets several filters at once (a date range is two keys); empty values clear them. */
  setFilters: (patch: Record<string, string | null | undefined>) => void;
  setFilter: (key: string, value: string | null | undefined) => void;
  clearFilters: () => void;
}

const listQueryKey = (path: string, params: ListRequestParams) => ['list', path, params] as const;

/**
 * A server-side list whose page, size, sort and filters live in the URL, so a list can be linked
 * to and back/forward walks through what the user did. Each change is a history entry; any
 * change but the page itself starts again at page 1 (page 4 of another filter means nothing).
 */
export function useListQuery<Row>({ path, filterKeys, defaultSort, defaultPerPage }: ListQueryOptions): ListQuery<Row> {
  const [searchParams, setSearchParams] = useSearchParams();
  // Callers pass `filterKeys` inline; keying on its contents keeps the memos stable.
  const filterKeyList = filterKeys.join(',');
  const config = useMemo<ListConfig>(
    () => ({ filterKeys: filterKeyList ? filterKeyList.split(',') : [], defaultSort, defaultPerPage }),
    [filterKeyList, defaultSort, defaultPerPage],
  );
  const state = useMemo(() => readListState(searchParams, config), [searchParams, config]);
  const params = useMemo(() => toRequestParams(state), [state]);

  const query = useQuery({
    queryKey: listQueryKey(path, params),
    queryFn: ({ signal }) => api.get<ListPage<Row>>(path, { params, signal }),
    // The previous page stays on screen (under the loader) while the next one loads.
    placeholderData: keepPreviousData,
  });

  const update = useCallback(
    (change: (current: ListState) => ListState) => {
      const next = writeListState(searchParams, change(state), config);
      // Re-sending the same filter must not add a history entry that Back would only repeat.
      if (next.toString() !== searchParams.toString()) setSearchParams(next);
    },
    [searchParams, setSearchParams, state, config],
  );

  const setFilters = useCallback(
    (patch: Record<string, string | null | undefined>) =>
      update((s) => {
        const filters: ListFilters = { ...s.filters };
        for (const [key, value] of Object.entries(patch)) {
          if (value) filters[key] = value;
          else delete filters[key];
        }
        return { ...s, filters, page: 1 };
      }),
    [update],
  );

  return {
    path,
    state,
    params,
    query,
    rows: query.data?.data ?? [],
    total: query.data?.total ?? 0,
    hasFilters: Object.keys(state.filters).length > 0,
    setPage: useCallback((page: number) => update((s) => ({ ...s, page })), [update]),
    setPerPage: useCallback((perPage: number) => update((s) => ({ ...s, perPage, page: 1 })), [update]),
    setSort: useCallback((sort: string | null) => update((s) => ({ ...s, sort, page: 1 })), [update]),
    setFilters,
    setFilter: useCallback(
      (key: string, value: string | null | undefined) => setFilters({ [key]: value }),
      [setFilters],
    ),
    clearFilters: useCallback(() => update((s) => ({ ...s, filters: {}, page: 1 })), [update]),
  };
}
