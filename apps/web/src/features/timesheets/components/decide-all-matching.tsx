import { Alert, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  BULK_MAX_ENTRIES,
  canDecideTimesheets,
  type AccessSubject,
  type TimesheetFilterBody,
  type TimesheetView,
} from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListPage, ListQuery } from '../../../components/data-list/use-list-query';
import { ReasonDialog } from '../../../components/reason-dialog';
import { api } from '../../../lib/api/client';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { TIMESHEETS_PATH } from '../api/timesheet-keys';
import { useBulkTimesheetAction } from '../api/bulk-timesheet-action';
import { doneMessage } from '../lib/actions';
import { formatDateRange, formatWeek } from '../../../components/data-list/format';

type Decision = 'approve' | 'reject';

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

interface ConfirmProps {
  action: Decision;
  count: number;
  filters: Record<string, string>;
  summary: string;
  onClose: () => void;
}

const nounOf = (count: number) => `${count} pending ${count === 1 ? 'entry' : 'entries'}`;

function MatchingNote({ summary }: { summary: string }) {
  return (
    <>
      <Text size="sm">Every pending entry matching {summary}.</Text>
      <Text size="sm" c="dimmed">
        All of them change together, or none does. Entries entered since this count are included.
      </Text>
    </>
  );
}

/** "Reject all matching" asks why in the shared reason dialog. */
function RejectAllMatching({ count, filters, summary, onClose }: ConfirmProps) {
  const bulk = useBulkTimesheetAction();
  return (
    <ReasonDialog
      title={`Reject all ${nounOf(count)}?`}
      requiredMessage="Give a reason for rejecting"
      confirmLabel={`Reject ${nounOf(count)}`}
      onConfirm={async (reason) => {
        const result = await bulk.mutateAsync({ action: 'reject', filter: pendingFilterOf(filters), reason });
        toast.success(doneMessage('reject', result.count));
        onClose();
      }}
      onClose={onClose}
    >
      <MatchingNote summary={summary} />
    </ReasonDialog>
  );
}

function ConfirmAllMatching(props: ConfirmProps) {
  if (props.action === 'reject') return <RejectAllMatching {...props} />;
  return <ApproveAllMatching {...props} />;
}

function ApproveAllMatching({ count, filters, summary, onClose }: ConfirmProps) {
  const bulk = useBulkTimesheetAction();
  const [error, setError] = useState<string | null>(null);
  const noun = nounOf(count);

  const confirm = async () => {
    setError(null);
    try {
      const result = await bulk.mutateAsync({ action: 'approve', filter: pendingFilterOf(filters) });
      toast.success(doneMessage('approve', result.count));
      onClose();
    } catch (err) {
      const e = toApiError(err);
      if (!e.silent) setError(e.statusCode === 409 ? `Nothing was changed: ${e.message}` : e.message);
    }
  };

  return (
    <Modal opened onClose={() => !bulk.isPending && onClose()} title={`Approve all ${noun}?`} size="md">
      <Stack>
        <MatchingNote summary={summary} />
        {error && (
          <Alert color="red" variant="light" role="alert" title="Could not save">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={bulk.isPending}>
            Cancel
          </Button>
          <Button loading={bulk.isPending} onClick={() => void confirm()}>
            Approve {noun}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
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
        <ConfirmAllMatching
          action={asking}
          count={n}
          filters={filters}
          summary={describeFilter(filters, list.rows)}
          onClose={() => setAsking(null)}
        />
      )}
    </Paper>
  );
}
