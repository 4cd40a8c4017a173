import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
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

/**
 * A list answer once the client has unwrapped the outer `{data: ...}`. A list that pages by cursor
 * (decision 0033) adds the next page's cursor, says when the total is capped, and counts nothing
 * (`total: null`) on a page reached by cursor.
 */
export interface ListPage<Row> {
  data: Row[];
  total: number | null;
  total_capped?: boolean;
  next_cursor?: string | null;
  /** A staff list over a large table kept to its recent period (decision 0034): which one. */
  default_period?: { date_from: string; date_to: string } | null;
}

export interface ListQueryOptions extends ListConfig {
  /** API path under /v2, e.g. `/users`. */
  path: string;
}

export interface ListQuery<Row> {
  path: string;
  state: ListState;
  /** The page, size, sort and filters (the CSV export repeats them with `format=csv`); the request itself may ask for the page by cursor instead of by number (`pageParamsUpTo`). */
  params: ListRequestParams;
  query: UseQueryResult<ListPage<Row>>;
  rows: Row[];
  total: number;
  /** The total is a bound ("10,000+"): more rows match than the API counts. */
  totalCapped: boolean;
  /** The answer of this page or, on a page reached by cursor, of the nearest one before it that counted (what a list answers about every matching row, such as the ledger's totals, is there). */
  countedPage: ListPage<Row> | undefined;
  /** The recent period the API kept an unfiltered staff list to; `all_dates=true` widens it. */
  defaultPeriod: { date_from: string; date_to: string } | null;
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
 * What to ask for pages 1…`page`, in one walk from the first: a page by the cursor the page before it
 * answered, when that page is in the cache (walking forward, so page 200 costs the API what page 1
 * does), else by number (the first page, a link to page 7, a jump in the pager).
 */
function pageParamsUpTo(client: QueryClient, path: string, base: ListRequestParams, page: number): ListRequestParams[] {
  const chain: ListRequestParams[] = [];
  for (let p = 1; p <= Math.max(page, 1); p++) {
    const before = p > 1 ? client.getQueryData<ListPage<unknown>>(listQueryKey(path, chain[p - 2]!)) : undefined;
    chain.push(before?.next_cursor ? { ...base, cursor: before.next_cursor } : { ...base, page: p });
  }
  return chain;
}

/** The nearest page of `chain` (from its end) that counted (a page reached by cursor counts nothing). */
function countedPageOf<Row>(
  client: QueryClient,
  path: string,
  chain: readonly ListRequestParams[],
): ListPage<Row> | undefined {
  for (let i = chain.length - 1; i >= 0; i--) {
    const data = client.getQueryData<ListPage<Row>>(listQueryKey(path, chain[i]!));
    if (data && data.total !== null) return data;
  }
  return undefined;
}

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
  const client = useQueryClient();
  const { page: _page, ...base } = params;
  // The cache decides between cursor and number, so the key is recomputed on every render: one walk.
  const chain = pageParamsUpTo(client, path, base, state.page);
  const sent = chain.at(-1)!;

  const query = useQuery({
    queryKey: listQueryKey(path, sent),
    queryFn: ({ signal }) => api.get<ListPage<Row>>(path, { params: sent, signal }),
    // The previous page stays on screen (under the loader) while the next one loads.
    placeholderData: keepPreviousData,
  });

  const counted = query.data && query.data.total !== null ? query.data : countedPageOf<Row>(client, path, chain);

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
    total: counted?.total ?? 0,
    totalCapped: counted?.total_capped ?? false,
    countedPage: counted,
    defaultPeriod: query.data?.default_period ?? null,
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
