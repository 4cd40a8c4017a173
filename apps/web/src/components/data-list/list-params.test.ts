import { describe, expect, it } from 'vitest';
import { formatSort, parseSort, readListState, toRequestParams, writeListState, type ListConfig } from './list-params';

const config: ListConfig = { filterKeys: ['search', 'role'], defaultSort: 'email' };

describe('list params in the URL', () => {
  it('reads page, size, sort and the list filters, ignoring foreign keys', () => {
    const state = readListState(new URLSearchParams('page=3&per_page=50&sort=-created_at&search=ann&type=x'), config);
    expect(state).toEqual({ page: 3, perPage: 50, sort: '-created_at', filters: { search: 'ann' } });
  });

  it('falls back to defaults for missing or nonsense values', () => {
    const state = readListState(new URLSearchParams('page=0&per_page=7&role='), config);
    expect(state).toEqual({ page: 1, perPage: 25, sort: 'email', filters: {} });
    expect(readListState(new URLSearchParams('page=abc'), config).page).toBe(1);
  });

  it('writes only non-default values and keeps foreign keys', () => {
    const start = new URLSearchParams('type=access&page=4&search=old');
    const next = writeListState(start, { page: 1, perPage: 25, sort: 'email', filters: { role: 'owner' } }, config);
    expect(next.toString()).toBe('type=access&role=owner');
    const paged = writeListState(next, { page: 2, perPage: 100, sort: '-email', filters: {} }, config);
    expect(paged.toString()).toBe('type=access&page=2&per_page=100&sort=-email');
  });

  it('round-trips a state through the URL', () => {
    const state = { page: 5, perPage: 10, sort: '-last_name', filters: { search: 'a b', role: 'finance' } };
    expect(readListState(writeListState(new URLSearchParams(), state, config), config)).toEqual(state);
  });

  it('sends page, per_page, sort and filters to the API', () => {
    expect(toRequestParams({ page: 2, perPage: 25, sort: null, filters: { role: 'owner' } })).toEqual({
      page: 2,
      per_page: 25,
      role: 'owner',
    });
  });

  it('maps sort strings to a column and direction and back', () => {
    expect(parseSort('-created_at')).toEqual({ key: 'created_at', direction: 'desc' });
    expect(parseSort('email')).toEqual({ key: 'email', direction: 'asc' });
    expect(parseSort(null)).toBeNull();
    expect(formatSort({ key: 'status', direction: 'desc' })).toBe('-status');
  });
});
