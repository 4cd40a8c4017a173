import { Alert, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import type { TimesheetAssignmentOption, TimesheetStatus, TimesheetWeekView } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { formatCalendarDate } from '../../../components/data-list/format';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { FORM_INVALID_MESSAGE, toast } from '../../../lib/notify';
import { createTimesheet } from '../api/create-timesheet';
import { deleteTimesheet } from '../api/delete-timesheet';
import { invalidateTime } from '../api/timesheet-keys';
import { updateTimesheet } from '../api/update-timesheet';
import { useTimesheetWeek } from '../api/get-timesheet-week';
import { actionsFor } from '../lib/actions';
import {
  blankRow,
  changesOf,
  createBody,
  isDirty,
  rowErrorsFrom,
  rowFromEntry,
  rowProblems,
  type DraftRow,
  type RowErrors,
  type RowField,
} from '../lib/draft-rows';
import { minutesByDay, sumMinutes } from '../lib/grid-math';
import { estimatedGross } from '../lib/week-gross';
import { addDays, isDay, weekDays } from '../../../lib/week';
import { TimesheetGrid, WeekTotals } from './timesheet-grid';
import { WeekDayCards } from './week-day-cards';
import { usePhoneLayout, WeekFigures } from './week-figures';
import { useCopyLastWeek } from './use-copy-last-week';
import { statusLabel } from '../../../components/timesheet-status';
import { WeekPicker } from './week-picker';

interface Props {
  /** Entering on a contractor's behalf: whose week (contractors enter their own: leave it out). */
  contractorId?: string | undefined;
}

const NONE_SAVED: ReadonlySet<string> = new Set();

const byShift = (a: DraftRow, b: DraftRow) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start);

function rowsOf(data: TimesheetWeekView, assignment: TimesheetAssignmentOption | null): DraftRow[] {
  return data.days
    .flatMap((d) => d.entries)
    .filter((e) => !assignment || e.assignment.id === assignment.id)
    .map(rowFromEntry)
    .sort(byShift);
}

/** "2 pending · 3 approved": the week's saved entries by status. */
function StatusSummary({ rows }: { rows: DraftRow[] }) {
  const counts = new Map<TimesheetStatus, number>();
  for (const r of rows) if (r.entry) counts.set(r.entry.status, (counts.get(r.entry.status) ?? 0) + 1);
  if (counts.size === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label="Week status">
      {[...counts].map(([status, n]) => (
        <Badge key={status} variant="outline" tt="none">
          {n} {statusLabel(status).toLowerCase()}
        </Badge>
      ))}
    </Group>
  );
}

function assignmentLabel(a: TimesheetAssignmentOption) {
  return `${a.job_title} — ${a.client.name} (${a.work_location.name})`;
}

/**
 * One contractor's workweek (the pay calendar's) for one assignment as an editable grid: add and
 * remove shifts, live hours per day and week, save. The URL holds the week and the assignment.
 */
export function WeekEntry({ contractorId }: Props) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const weekParam = params.get('week');
  const requestedWeek = isDay(weekParam) ? weekParam : undefined;
  const requestedAssignment = params.get('assignment') ?? undefined;
  const query = useTimesheetWeek({ week_start: requestedWeek, contractor_id: contractorId });
  const data = query.data;
  const assignment = data?.assignments.find((a) => a.id === requestedAssignment) ?? data?.assignments[0] ?? null;

  const phone = usePhoneLayout();
  const [reloads, setReloads] = useState(0);
  const [draft, setDraft] = useState<{ key: string | null; rows: DraftRow[] }>({ key: null, rows: [] });
  const sourceKey = data ? `${data.week_start}|${assignment?.id ?? ''}|${contractorId ?? ''}|${reloads}` : null;
  if (data && sourceKey !== draft.key) setDraft({ key: sourceKey, rows: rowsOf(data, assignment) });
  const rows = draft.key === sourceKey ? draft.rows : [];
  // The entries the last save wrote read "Saved" from that save's answers, for this week and assignment.
  const weekKey = data ? `${data.week_start}|${assignment?.id ?? ''}|${contractorId ?? ''}` : null;
  const [saved, setSaved] = useState<{ key: string | null; ids: ReadonlySet<string> }>({ key: null, ids: new Set() });
  const justSaved = saved.key === weekKey ? saved.ids : NONE_SAVED;
  const { copying, copy } = useCopyLastWeek((copies) =>
    setDraft((d) => ({ ...d, rows: [...d.rows, ...copies].sort(byShift) })),
  );

  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const days = useMemo(() => (data ? weekDays(data.week_start) : []), [data]);
  const live = rows.filter((r) => !r.removed);
  // Rejected time is not paid: the totals count what is pending, approved or about to be saved.
  const totals = minutesByDay(
    live.filter((r) => r.entry?.status !== 'rejected'),
    days,
  );
  const dirty = rows.some(isDirty);
  const gross = assignment ? estimatedGross(live, assignment.pay_rates) : null;
  const requiresCode = assignment?.client.requires_project_code ?? false;

  // Unsaved rows are not left without a question: another week or assignment, another tab or page
  // (the menu, a link, Back), or closing the browser tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const e = toApiError(query.error);
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the week">
        {e.statusCode === 404 ? 'No assignment of this contractor is open to you.' : e.message}
      </Alert>
    );
  }
  if (!data || !session) return null;

  const setRows = (update: (rows: DraftRow[]) => DraftRow[]) => setDraft((d) => ({ ...d, rows: update(d.rows) }));
  const change = (key: string, patch: Partial<Pick<DraftRow, RowField>>) =>
    setRows((rs) =>
      rs.map((r) => {
        if (r.key !== key) return r;
        const serverErrors: RowErrors = { ...r.serverErrors };
        for (const k of Object.keys(patch)) delete serverErrors[k as RowField];
        delete serverErrors.row;
        return { ...r, ...patch, serverErrors };
      }),
    );
  const remove = (key: string) =>
    setRows((rs) => rs.flatMap((r) => (r.key !== key ? [r] : r.entry ? [{ ...r, removed: true }] : [])));
  const restore = (key: string) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, removed: false } : r)));
  const add = () => {
    const last = live[live.length - 1];
    const date = last ? (last.date >= data.week_end ? data.week_end : addDays(last.date, 1)) : data.week_start;
    setRows((rs) => [...rs, blankRow(date, last)]);
  };
  // A phone's day card adds on its own day, with the times of that day's last shift or the week's.
  const addOn = (date: string) => {
    const like = [...live].reverse().find((r) => r.date === date) ?? live[live.length - 1];
    setRows((rs) => [...rs, blankRow(date, like)]);
  };

  const canRemove = (row: DraftRow) =>
    row.entry === null || actionsFor(session.subject, session.user, row.entry).includes('delete');

  const toSend = (r: DraftRow) => r.entry === null || (!r.removed && r.entry.editable && changesOf(r) !== null);
  const errors: Record<string, RowErrors> = {};
  for (const r of rows) {
    errors[r.key] = { ...(tried && toSend(r) ? rowProblems(r, days, requiresCode) : {}), ...r.serverErrors };
  }

  const goToWeek = (day: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('week', day);
      return next;
    });
  const chooseAssignment = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('assignment', id);
      else next.delete('assignment');
      return next;
    });

  const save = async () => {
    setTried(true);
    setProblem(null);
    if (rows.some((r) => toSend(r) && Object.keys(rowProblems(r, days, requiresCode)).length > 0)) {
      // The spec's message for a form with missing or badly formatted fields; each field says its own.
      setProblem(FORM_INVALID_MESSAGE);
      return;
    }
    if (!assignment) return;
    setSaving(true);
    const next: DraftRow[] = [];
    const written: string[] = [];
    let saved = 0;
    let failed = 0;
    // One entry per request, in order: a refusal of one row leaves the others saved and says why beside it.
    for (const row of rows) {
      try {
        if (row.entry && row.removed) {
          await deleteTimesheet(row.entry.id);
          saved++;
          continue;
        }
        if (!row.entry) {
          const created = await createTimesheet(createBody(row, assignment.id));
          next.push(rowFromEntry(created));
          written.push(created.id);
          saved++;
          continue;
        }
        const patch = row.entry.editable ? changesOf(row) : null;
        if (patch) {
          const updated = await updateTimesheet(row.entry.id, patch);
          next.push(rowFromEntry(updated));
          written.push(updated.id);
          saved++;
          continue;
        }
        next.push(row);
      } catch (err) {
        const e = toApiError(err);
        failed++;
        next.push({ ...row, serverErrors: rowErrorsFrom(e.data, e.message) });
      }
    }
    setSaving(false);
    // The rows show what each save answered at once (never "Not saved" while the week reloads).
    setRows(() => next);
    setSaved({ key: weekKey, ids: new Set(written) });
    invalidateTime(queryClient);
    if (failed === 0) {
      toast.success(saved === 1 ? 'Saved 1 entry' : `Saved ${saved} entries`);
      setTried(false);
      // Then start again from the server's week (statuses, display times, totals).
      await query.refetch();
      setReloads((n) => n + 1);
      return;
    }
    setProblem(
      `${failed} ${failed === 1 ? 'row was' : 'rows were'} not saved: see the message beside ${failed === 1 ? 'it' : 'each'}.`,
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <WeekPicker weekStart={data.week_start} onChange={goToWeek} />
        {data.assignments.length > 1 && (
          <Select
            label="Assignment"
            data={data.assignments.map((a) => ({ value: a.id, label: assignmentLabel(a) }))}
            value={assignment?.id ?? null}
            onChange={chooseAssignment}
            allowDeselect={false}
            w={360}
          />
        )}
      </Group>
      {assignment ? (
        <Group gap="sm">
          <Text fw={500}>{assignment.contractor.name}</Text>
          <Text c="dimmed">{assignmentLabel(assignment)}</Text>
          <StatusSummary rows={rows} />
        </Group>
      ) : (
        <Alert variant="light" title="No assignment this week">
          {data.next_assignment
            ? `There is no assignment to enter time for in this week. ${data.next_assignment.job_title} at ${
                data.next_assignment.client.name
              } starts on ${formatCalendarDate(data.next_assignment.start_date)}.`
            : 'There is no assignment to enter time for in this week.'}
        </Alert>
      )}
      {assignment && !data.can_enter && (
        <Alert variant="light" color="yellow">
          Time cannot be entered here for this week (the assignment is not live, or its partner keeps its own time
          sheets).
        </Alert>
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {assignment && data.can_enter && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            loading={copying}
            onClick={() => void copy(data.previous_week_start, assignment.id, contractorId)}
          >
            Copy last week
          </Button>
        </Group>
      )}
      {assignment && phone && (
        <>
          <WeekDayCards
            rows={rows}
            days={days}
            totals={totals}
            projectCodes={assignment.project_codes}
            requiresProjectCode={requiresCode}
            errors={errors}
            justSaved={justSaved}
            canAdd={data.can_enter}
            canRemove={canRemove}
            onAdd={addOn}
            onChange={change}
            onRemove={remove}
            onRestore={restore}
          />
          <WeekFigures minutes={sumMinutes(totals)} gross={gross} sticky>
            <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
              Save week
            </Button>
          </WeekFigures>
        </>
      )}
      {assignment && !phone && (
        <>
          {rows.length > 0 ? (
            <TimesheetGrid
              rows={rows}
              days={days}
              projectCodes={assignment.project_codes}
              requiresProjectCode={requiresCode}
              errors={errors}
              justSaved={justSaved}
              canRemove={canRemove}
              onChange={change}
              onRemove={remove}
              onRestore={restore}
            />
          ) : (
            <Text c="dimmed" role="status">
              No shifts entered for this week yet.
            </Text>
          )}
          <Group justify="space-between">
            {data.can_enter ? (
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
                Add shift
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
              Save week
            </Button>
          </Group>
          <WeekTotals days={days} totals={totals} week={sumMinutes(totals)} />
          <WeekFigures minutes={sumMinutes(totals)} gross={gross} sticky={false} />
          {live.some((r) => r.entry?.status === 'rejected') && (
            <Text size="sm" c="dimmed">
              Rejected entries are not counted in the totals.
            </Text>
          )}
        </>
      )}
      <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title="Discard unsaved changes?">
        <Stack>
          <Text size="sm">The shifts you changed on this week have not been saved.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              Stay
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              Discard
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
