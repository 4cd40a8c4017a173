/** GET /v2/timesheets/assignments: the assignments this user may enter time for (the on-behalf picker). */
import type { ComboboxItem } from '@mantine/core';
import type { TimesheetEntryAssignmentView } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

const ENTRY_ASSIGNMENTS_PATH = '/timesheets/assignments';
/** One request holds this many; beyond it the picker asks the server to search. */
const ENTRY_ASSIGNMENTS_PAGE = 200;

export interface EntryAssignmentsQuery {
  search?: string | undefined;
  contractor_id?: string | undefined;
}

export const useEntryAssignments = (q: EntryAssignmentsQuery, enabled = true) =>
  useQuery({
    queryKey: ['options', ENTRY_ASSIGNMENTS_PATH, q],
    queryFn: ({ signal }) =>
      api.get<ListPage<TimesheetEntryAssignmentView>>(ENTRY_ASSIGNMENTS_PATH, {
        params: {
          per_page: ENTRY_ASSIGNMENTS_PAGE,
          sort: 'contractor',
          ...(q.search ? { search: q.search } : {}),
          ...(q.contractor_id ? { contractor_id: q.contractor_id } : {}),
        },
        signal,
      }),
    enabled,
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/**
 * One choice per contractor, by name; two people of one name are told apart by their clients
 * ("Sam Lee · Globex Corporation", "Sam Lee · Stark").
 */
export function contractorChoices(rows: readonly TimesheetEntryAssignmentView[]): ComboboxItem[] {
  const byContractor = new Map<string, { name: string; clients: Set<string> }>();
  for (const a of rows) {
    const seen = byContractor.get(a.contractor.id) ?? { name: a.contractor.name, clients: new Set<string>() };
    seen.clients.add(a.client.name);
    byContractor.set(a.contractor.id, seen);
  }
  const namesakes = new Map<string, number>();
  for (const { name } of byContractor.values()) namesakes.set(name, (namesakes.get(name) ?? 0) + 1);
  return [...byContractor]
    .map(([value, { name, clients }]) => ({
      value,
      label: (namesakes.get(name) ?? 0) > 1 ? `${name} · ${[...clients].sort().join(', ')}` : name,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
