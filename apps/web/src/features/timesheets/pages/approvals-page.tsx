import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { canDecideTimesheets, rateVisibility, seesSeveralPartners, type ApprovalGroupView } from '@app/domain';
import { useCallback, useMemo, useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { ClientFilter } from '../../../components/reference/reference-filters';
import { picksClient } from '../../../components/reference/reference-access';
import { formatWeek } from '../../../components/data-list/format';
import { useApprovalsList } from '../api/get-approvals';
import { sendsApprovalEmails } from '../components/approval-access';
import { approvalColumns } from '../components/approval-columns';
import { ApprovalWeekCard } from '../components/approval-week-card';
import { ApproveWeeksDialog, WeeksOutcomeAlert, type WeeksOutcome } from '../components/approve-weeks';
import { SendApprovalEmails } from '../components/send-approval-emails';
import { usePhoneLayout } from '../components/week-figures';
import { WeekFilter } from '../components/week-filter';

/**
 * /approvals: the pending time, one row per contractor and workweek, with what each week will bill for
 * whoever sees bill figures; an approver chooses weeks and approves them together (decision 0108). On a
 * phone the weeks are cards.
 */
export function ApprovalsPage() {
  const list = useApprovalsList();
  const subject = useSession()?.subject;
  const showPartner = subject !== undefined && seesSeveralPartners(subject);
  const showAmount = subject !== undefined && rateVisibility(subject).bill;
  const decides = subject !== undefined && canDecideTimesheets(subject);
  const phone = usePhoneLayout();
  const columns = useMemo(() => approvalColumns({ showPartner, showAmount }), [showPartner, showAmount]);
  // A selection belongs to the page it was made on: another page, filter or sort starts empty.
  const listKey = JSON.stringify(list.params);
  const [selection, setSelection] = useState<{ key: string; rows: ApprovalGroupView[] }>({ key: '', rows: [] });
  const selected = selection.key === listKey ? selection.rows : [];
  const select = useCallback((rows: ApprovalGroupView[]) => setSelection({ key: listKey, rows }), [listKey]);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<WeeksOutcome | null>(null);
  const card = (week: ApprovalGroupView) => (
    <ApprovalWeekCard
      week={week}
      showAmount={showAmount}
      selection={
        decides
          ? {
              checked: selected.some((s) => s.id === week.id),
              onChange: (on) => select(on ? [...selected, week] : selected.filter((s) => s.id !== week.id)),
            }
          : undefined
      }
    />
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Approvals</Title>
        {subject && sendsApprovalEmails(subject) && <SendApprovalEmails />}
      </Group>
      <Text c="dimmed">
        Pending time, per contractor and week. Choose weeks to approve them together, or open a week to decide its
        entries.
      </Text>
      {outcome && <WeeksOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />}
      {selected.length > 0 && (
        <Paper withBorder p="sm" role="region" aria-label="Bulk actions">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" fw={500}>
              {selected.length} {selected.length === 1 ? 'week' : 'weeks'} selected
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => setConfirming(true)}>
                Approve selected
              </Button>
              <Button size="xs" variant="default" onClick={() => select([])}>
                Clear selection
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <DataList
        list={list}
        columns={columns}
        tableName="approvals"
        noun="pending weeks"
        idAccessor={(g) => g.id}
        card={phone ? card : undefined}
        selection={
          decides
            ? {
                selected,
                onChange: select,
                rowLabel: (g) => `Select ${g.contractor.name}, week of ${formatWeek(g.week_start)}`,
              }
            : undefined
        }
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Contractor" search />
            <WeekFilter list={list} />
            {subject && picksClient(subject) && <ClientFilter list={list} />}
          </>
        }
      />
      {confirming && (
        <ApproveWeeksDialog
          weeks={selected}
          onClose={() => setConfirming(false)}
          onDone={(result) => {
            setConfirming(false);
            select([]);
            setOutcome(result);
          }}
        />
      )}
    </Stack>
  );
}
