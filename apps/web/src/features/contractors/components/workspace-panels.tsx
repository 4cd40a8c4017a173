import { Anchor, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  auditActionLabel,
  labelOf,
  type AssignmentView,
  type ContractorActivity,
  type ContractorActivityEntity,
  type DocumentView,
  type ExpenseView,
  type OnboardingStatusRow,
  type PaycheckListRow,
  type TimesheetView,
} from '@app/domain';
import { Link } from 'react-router';
import {
  formatCalendarDate,
  formatHours,
  formatMoment,
  formatMoney,
  formatRate,
} from '../../../components/data-list/format';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { RelatedList } from '../../../components/record-page/related-list';
import { StatusBadge, toneOf } from '../../../components/status-badge';
import { api } from '../../../lib/api/client';
import { sumMoney } from '../../../lib/decimal';
import type { ContractorRow } from '../api/contractor-types';

/** Each panel gets the contractor and whether its full list may be opened (the tab's own rule decided it is shown). */
interface PanelProps {
  contractor: ContractorRow;
}

const filtered = (path: string, key: string, id: string) => `${path}?${key}=${id}`;

const TRANSFER_LABELS: Record<NonNullable<PaycheckListRow['transfer_status']>, string> = {
  paid: 'Paid',
  failed: 'Failed',
  processing: 'Processing',
};

const ENTITY_LABELS: Record<ContractorActivityEntity, string> = {
  contractor: 'Profile',
  assignment: 'Placement',
  timesheet: 'Timesheet',
  expense: 'Expense',
  time_off_request: 'Time off',
  paycheck: 'Paycheck',
  agreement: 'Agreement',
  license: 'License',
  screening: 'Screening',
};

export function PlacementsPanel({ contractor }: PanelProps) {
  return (
    <RelatedList<AssignmentView>
      path="/assignments"
      params={{ contractor_id: contractor.id, sort: '-start_date' }}
      noun="placements"
      allTo={filtered('/assignments', 'contractor_id', contractor.id)}
      rowKey={(a) => a.id}
      columns={[
        {
          title: 'Job',
          render: (a) => (
            <Anchor component={Link} to={`/assignments/${a.id}`}>
              {a.job_title}
            </Anchor>
          ),
        },
        { title: 'Client', render: (a) => a.client.name },
        { title: 'Status', render: (a) => <StatusBadge of="assignmentStatus" value={a.status} /> },
        { title: 'Start', render: (a) => formatCalendarDate(a.start_date) },
        { title: 'End', render: (a) => formatCalendarDate(a.end_date) },
        { title: 'Pay rate', align: 'right', render: (a) => formatRate(a.pay_rate) },
        { title: 'Bill rate', align: 'right', render: (a) => formatRate(a.bill_rate) },
      ]}
    />
  );
}

export function TimesheetsPanel({ contractor }: PanelProps) {
  return (
    <RelatedList<TimesheetView>
      path="/timesheets"
      params={{ contractor_id: contractor.id, sort: '-date', all_dates: 'true' }}
      noun="timesheets"
      allTo={`${filtered('/timesheets', 'contractor_id', contractor.id)}&all_dates=true`}
      rowKey={(t) => t.id}
      columns={[
        { title: 'Date', render: (t) => formatCalendarDate(t.date) },
        { title: 'Shift', render: (t) => `${t.time_start_string} – ${t.time_end_string}` },
        { title: 'Type', render: (t) => labelOf('timesheetType', t.type) },
        { title: 'Hours', align: 'right', render: (t) => formatHours(t.minutes_worked) },
        { title: 'Status', render: (t) => <StatusBadge of="timesheetStatus" value={t.status} /> },
      ]}
    />
  );
}

export function ExpensesPanel({ contractor }: PanelProps) {
  return (
    <RelatedList<ExpenseView>
      path="/expenses"
      params={{ contractor_id: contractor.id, sort: '-date', all_dates: 'true' }}
      noun="expenses"
      allTo={`${filtered('/expenses', 'contractor_id', contractor.id)}&all_dates=true`}
      rowKey={(e) => e.id}
      columns={[
        { title: 'Date', render: (e) => formatCalendarDate(e.date) },
        { title: 'Type', render: (e) => labelOf('expenseType', e.type) },
        { title: 'Client', render: (e) => e.client.name },
        { title: 'Amount', align: 'right', render: (e) => formatMoney(e.amount) },
        { title: 'Status', render: (e) => <StatusBadge of="expenseStatus" value={e.status} /> },
      ]}
    />
  );
}

/** This calendar year's paychecks, summed per currency: the year to date the pay stubs show. */
function YearToDate({ contractorId, year }: { contractorId: string; year: number }) {
  const query = useQuery({
    queryKey: ['related', '/paychecks', 'ytd', contractorId, year],
    queryFn: ({ signal }) =>
      api.get<ListPage<PaycheckListRow>>('/paychecks', {
        params: {
          contractor_id: contractorId,
          check_date_from: `${year}-01-01`,
          check_date_to: `${year}-12-31`,
          per_page: 100,
        },
        signal,
      }),
  });
  if (query.isPending) return <Skeleton height={48} />;
  if (query.isError || !query.data) return null;
  const rows = query.data.data;
  // A year holds at most 53 weekly paychecks per employer; more rows than one page means a figure we cannot foot.
  if (query.data.total !== null && query.data.total > rows.length) return null;
  const currencies = [...new Set(rows.map((r) => r.currency))];
  return (
    <Group gap="xl" aria-label={`Year to date ${year}`} role="group">
      {currencies.length === 0 && <Text c="dimmed">No pay in {year} yet.</Text>}
      {currencies.map((currency) => {
        const mine = rows.filter((r) => r.currency === currency);
        return (
          <Group key={currency} gap="lg">
            <div>
              <Text size="sm" c="dimmed">
                Gross {year} ({currency})
              </Text>
              <Text fw={700}>{formatMoney(sumMoney(mine.map((r) => r.gross)))}</Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                Net {year} ({currency})
              </Text>
              <Text fw={700}>{formatMoney(sumMoney(mine.map((r) => r.net)))}</Text>
            </div>
          </Group>
        );
      })}
    </Group>
  );
}

export function PayPanel({ contractor, year }: PanelProps & { year: number }) {
  return (
    <Stack>
      <YearToDate contractorId={contractor.id} year={year} />
      <RelatedList<PaycheckListRow>
        path="/paychecks"
        params={{ contractor_id: contractor.id, sort: '-check_date' }}
        noun="paychecks"
        allTo={filtered('/paychecks', 'contractor_id', contractor.id)}
        rowKey={(p) => p.id}
        columns={[
          {
            title: 'Check date',
            render: (p) => (
              <Anchor component={Link} to={`/paychecks/${p.id}`}>
                {formatCalendarDate(p.check_date)}
              </Anchor>
            ),
          },
          { title: 'Gross', align: 'right', render: (p) => formatMoney(p.gross) },
          { title: 'Taxes', align: 'right', render: (p) => formatMoney(p.employee_taxes) },
          { title: 'Net', align: 'right', render: (p) => formatMoney(p.net) },
          {
            title: 'Deposit',
            render: (p) =>
              p.transfer_status ? (
                <StatusBadge label={TRANSFER_LABELS[p.transfer_status]} tone={toneOf(p.transfer_status)} />
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Stack>
  );
}

export function DocumentsPanel({ contractor }: PanelProps) {
  return (
    <RelatedList<DocumentView>
      path="/contractor_documents"
      params={{ owner_id: contractor.id, sort: '-created_at' }}
      noun="documents"
      allTo={filtered('/contractor_documents', 'owner_id', contractor.id)}
      rowKey={(d) => d.id}
      columns={[
        { title: 'Name', render: (d) => d.name },
        { title: 'File', render: (d) => d.filename },
        { title: 'Expires', render: (d) => formatCalendarDate(d.expires_on) },
        { title: 'Uploaded', render: (d) => formatMoment(d.created_at) },
      ]}
    />
  );
}

/** The contractor's onboarding steps, from the onboarding status list (found by its login's e-mail). */
export function OnboardingPanel({ contractor }: PanelProps) {
  const query = useQuery({
    queryKey: ['related', '/onboarding_status', contractor.email],
    queryFn: ({ signal }) =>
      api.get<ListPage<OnboardingStatusRow>>('/onboarding_status', {
        params: { search: contractor.email, user_type: 'contractor', per_page: 10 },
        signal,
      }),
  });
  if (query.isPending) return <Skeleton height={80} aria-label="Loading onboarding" />;
  if (query.isError) return <Text c="red.8">Onboarding could not be loaded.</Text>;
  const row = query.data.data.find((r) => r.email.toLowerCase() === contractor.email.toLowerCase());
  if (!row) return <Text c="dimmed">No onboarding steps: {contractor.first_name} has none to complete.</Text>;
  const done = new Set(row.completed);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>
          {row.completed_count} of {row.required_count} steps complete
        </Text>
        <Text size="sm" c="dimmed">
          {row.current_step_title ? `Next: ${row.current_step_title}` : 'Onboarding complete'}
        </Text>
      </Group>
      <Progress
        value={row.required_count ? (100 * row.completed_count) / row.required_count : 100}
        aria-label="Onboarding progress"
      />
      <Paper withBorder p="sm">
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {row.required.map((step) => (
            <Text component="li" key={step} size="sm">
              {done.has(step) ? '✓ ' : '○ '}
              {labelOf('onboardingStep', step)}
            </Text>
          ))}
        </Stack>
      </Paper>
      <Anchor component={Link} to="/onboarding" size="sm">
        Open onboarding
      </Anchor>
    </Stack>
  );
}

export function ActivityPanel({ contractor }: PanelProps) {
  return (
    <RelatedList<ContractorActivity>
      path={`/contractors/${contractor.id}/activity`}
      params={{ sort: '-created_at' }}
      noun="activity entries"
      allTo={null}
      rowKey={(a) => a.id}
      columns={[
        { title: 'When', render: (a) => formatMoment(a.created_at) },
        { title: 'What', render: (a) => auditActionLabel(a.action) },
        { title: 'Record', render: (a) => ENTITY_LABELS[a.entity_type] },
        { title: 'By', render: (a) => a.actor?.name ?? 'The platform' },
      ]}
    />
  );
}
