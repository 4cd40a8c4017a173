import { Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import {
  BULK_MAX_ENTRIES,
  canDecideTimesheets,
  type AccessSubject,
  type TimesheetFilterBody,
  type TimesheetView,
} from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ListPage, ListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';
import { TIMESHEETS_PATH } from '../api/timesheet-keys';
import { formatDateRange, formatWeek } from '../../../components/data-list/format';
import type { Decision } from './decide-all-matching-confirm';

// The confirmations (a modal, the reason dialog, the bulk call) load when a decider asks for one.
const ConfirmAllMatching = lazy(() =>
  import('./decide-all-matching-confirm').then((m) => ({ default: m.ConfirmAllMatching })),
);

/** The list filters that narrow the entries to a week, a period, a client, a contractor or a name. */
const NARROWING = ['week_start', 'date_from', 'client_id', 'contractor_id', 'search'] as const;
/** The list's URL filters the bulk API takes as its `filter` body (everything the list sends). */
const FILTER_KEYS = ['week_start', 'date_from', 'date_to', 'client_id', 'contractor_id', 'search'] as const;

/** The body filter of "all matching": the list's filters, pending entries only (the only ones decided). */
function pendingFilterOf(filters: Record<string, string>): TimesheetFilterBody {
  const body: TimesheetFilterBody = { status: 'pending' };
  for (const key of FILTER_KEYS) if (filters[key]) body[key] = filters[key];
  return body;
}

/** "the week of Mar 2 – Mar 8, 2026 · Globex Corporation · Casey Worker": what the filters pick. */
function describeFilter(filters: Record<string, string>, rows: TimesheetView[]): string {
  const parts: string[] = [];
  if (filters.week_start) parts.push(`the week ${formatWeek(filters.week_start)}`);
  if (filters.date_from && filters.date_to) parts.push(`dates ${formatDateRange(filters.date_from, filters.date_to)}`);
  // Every row on the page matches the filter, so any row names the chosen client or contractor.
  if (filters.client_id) parts.push(`client ${rows[0]?.client.name ?? 'as chosen'}`);
  if (filters.contractor_id) parts.push(`contractor ${rows[0]?.contractor.name ?? 'as chosen'}`);
  if (filters.search) parts.push(`names containing “${filters.search}”`);
  return parts.join(' · ');
}

/** How many pending entries the list's filters match (the same list call, one row long). */
function usePendingCount(filters: Record<string, string>, enabled: boolean) {
  const params = { ...pendingFilterOf(filters), page: 1, per_page: 1 };
  return useQuery({
    // Under the list's key: every decision (invalidateTime) recounts.
    queryKey: ['list', TIMESHEETS_PATH, 'pending-count', params],
    queryFn: ({ signal }) => api.get<ListPage<TimesheetView>>(TIMESHEETS_PATH, { params, signal }),
    enabled,
    // Beyond the count's cap (10,000) the bulk limit refuses the decision anyway: the bound is enough.
    select: (page) => page.total ?? 0,
  });
}

/**
 * "Approve all matching" / "Reject all matching": the list's filter (a week, a period, a client, a
 * contractor) sent to the bulk API as one all-or-nothing decision on its pending entries. Offered to
 * deciders once the list is narrowed, never on the whole unfiltered list.
 */
export function DecideAllMatching({ list, subject }: { list: ListQuery<TimesheetView>; subject: AccessSubject }) {
  const [asking, setAsking] = useState<Decision | null>(null);
  const filters = list.state.filters;
  const narrowed = NARROWING.some((k) => Boolean(filters[k]));
  const pendingShown = !filters.status || filters.status === 'pending';
  const offered = canDecideTimesheets(subject) && pendingShown;
  const count = usePendingCount(filters, offered && narrowed);
  if (!offered) return null;

  const n = count.data ?? 0;
  const why = !narrowed
    ? 'Filter by a week, dates, a client or a contractor first'
    : count.isPending
      ? 'Counting the pending entries…'
      : n === 0
        ? 'No pending entries match the filters'
        : n > BULK_MAX_ENTRIES
          ? `At most ${BULK_MAX_ENTRIES} entries at once; narrow the filters`
          : null;
  const button = (action: Decision) => {
    const b = (
      <Button
        size="xs"
        variant={action === 'reject' ? 'light' : 'filled'}
        color={action === 'reject' ? 'red' : undefined}
        disabled={why !== null}
        onClick={() => setAsking(action)}
      >
        {action === 'approve' ? 'Approve' : 'Reject'} all matching{narrowed && count.isSuccess ? ` (${n})` : ''}
      </Button>
    );
    return why ? (
      <Tooltip key={action} label={why}>
        <span>{b}</span>
      </Tooltip>
    ) : (
      <span key={action}>{b}</span>
    );
  };

  return (
    <Paper withBorder p="sm" role="region" aria-label="Decide all matching">
      <Group justify="space-between">
        <Text size="sm">
          {narrowed && count.isSuccess
            ? `${n} pending ${n === 1 ? 'entry matches' : 'entries match'} the filters`
            : 'Decide every pending entry of a filtered list at once'}
        </Text>
        <Group gap="xs">
          {button('approve')}
          {button('reject')}
        </Group>
      </Group>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmAllMatching
            action={asking}
            count={n}
            filter={pendingFilterOf(filters)}
            summary={describeFilter(filters, list.rows)}
            onClose={() => setAsking(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
