/**
 * The list convention of docs/api-contract.md ("Admin lists") as it lives in the URL: `page`,
 * `per_page`, `sort` (`col` / `-col`) and per-list filters. Only values that differ from the
 * defaults are written, so a plain list keeps a plain URL, and every other query parameter
 * (`type`, `hide_navigation`, ...) is left alone.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 25;

/** The filter that widens a staff list kept to its recent period (a list offering it lists the key). */
export const ALL_DATES = 'all_dates';

export type ListFilters = Record<string, string>;

export interface ListState {
  page: number;
  perPage: number;
  /** `col` or `-col`; null when neither the URL nor the list names one. */
  sort: string | null;
  /** Only the filters that are set (non-empty). */
  filters: ListFilters;
}

export interface ListConfig {
  /** The URL keys this list treats as filters; anything else in the URL is not sent. */
  filterKeys: readonly string[];
  defaultSort?: string;
  defaultPerPage?: number;
}

export type ListRequestParams = Record<string, string | number>;

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

export function readListState(search: URLSearchParams, config: ListConfig): ListState {
  const defaultPerPage = config.defaultPerPage ?? DEFAULT_PER_PAGE;
  const perPage = positiveInt(search.get('per_page'));
  const filters: ListFilters = {};
  for (const key of config.filterKeys) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(search.get('page')) ?? 1,
    // A hand-edited per_page outside the offered sizes would leave the size picker blank.
    perPage: perPage !== null && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : defaultPerPage,
    sort: search.get('sort') || config.defaultSort || null,
    filters,
  };
}

/** A copy of `search` with the list's keys rewritten from `state`; foreign keys are kept. */
export function writeListState(search: URLSearchParams, state: ListState, config: ListConfig): URLSearchParams {
  const next = new URLSearchParams(search);
  const setOrDrop = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  setOrDrop('page', state.page > 1 ? String(state.page) : null);
  setOrDrop('per_page', state.perPage !== (config.defaultPerPage ?? DEFAULT_PER_PAGE) ? String(state.perPage) : null);
  setOrDrop('sort', state.sort && state.sort !== config.defaultSort ? state.sort : null);
  for (const key of config.filterKeys) setOrDrop(key, state.filters[key] ?? null);
  return next;
}

/** What the API receives: the page, its size, the sort and the set filters. */
export function toRequestParams(state: ListState): ListRequestParams {
  const params: ListRequestParams = { page: state.page, per_page: state.perPage, ...state.filters };
  if (state.sort) params.sort = state.sort;
  return params;
}

export interface SortStatus {
  key: string;
  direction: 'asc' | 'desc';
}

export function parseSort(sort: string | null): SortStatus | null {
  if (!sort || sort === '-') return null;
  return sort.startsWith('-') ? { key: sort.slice(1), direction: 'desc' } : { key: sort, direction: 'asc' };
}

export const formatSort = ({ key, direction }: SortStatus): string => (direction === 'desc' ? `-${key}` : key);
