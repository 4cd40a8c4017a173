import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ApprovalGroupView } from '@app/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { seesSeveralPartners } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { ClientFilter } from '../../../components/reference/reference-filters';
import { picksClient } from '../../../components/reference/reference-access';
import { useApprovalsList } from '../api/get-approvals';
import { sendsApprovalEmails } from '../components/approval-access';
import { SendApprovalEmails } from '../components/send-approval-emails';
import { formatHours, formatMoment, formatWeek } from '../../../components/data-list/format';
import { WeekFilter } from '../components/week-filter';

function columnsFor(showPartner: boolean): DataListColumn<ApprovalGroupView>[] {
  const columns: (DataListColumn<ApprovalGroupView> | false)[] = [
    {
      accessor: 'contractor.name',
      title: 'Contractor',
      sortable: true,
      sortKey: 'contractor',
      render: (g) => (
        <Anchor component={Link} to={`/approvals/${g.id}`}>
          {g.contractor.name}
        </Anchor>
      ),
    },
    {
      accessor: 'week_start',
      title: 'Week',
      sortable: true,
      noWrap: true,
      render: (g) => formatWeek(g.week_start),
    },
    { accessor: 'clients', title: 'Clients', render: (g) => g.clients.map((c) => c.name).join(', ') },
    showPartner && { accessor: 'partner.name', title: 'Partner', render: (g) => g.partner.name },
    { accessor: 'pending_count', title: 'Pending entries', textAlign: 'right' },
    {
      accessor: 'pending_minutes',
      title: 'Pending hours',
      sortable: true,
      textAlign: 'right',
      render: (g) => formatHours(g.pending_minutes),
      total: { minutes: (g) => g.pending_minutes },
    },
    {
      accessor: 'first_entered',
      title: 'First entered',
      noWrap: true,
      // A moment, not a work date: shown in the reader's time zone (/settings), naming it.
      render: (g) => formatMoment(g.first_entered),
    },
  ];
  return columns.filter((c): c is DataListColumn<ApprovalGroupView> => c !== false);
}

/** /approvals: the pending time, one row per contractor and workweek. */
export function ApprovalsPage() {
  const list = useApprovalsList();
  const subject = useSession()?.subject;
  const showPartner = subject !== undefined && seesSeveralPartners(subject);
  const columns = useMemo(() => columnsFor(showPartner), [showPartner]);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Approvals</Title>
        {subject && sendsApprovalEmails(subject) && <SendApprovalEmails />}
      </Group>
      <Text c="dimmed">Pending time, per contractor and week. Open a week to approve or reject its entries.</Text>
      <DataList
        list={list}
        columns={columns}
        tableName="approvals"
        noun="pending weeks"
        idAccessor={(g) => g.id}
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Contractor" search />
            <WeekFilter list={list} />
            {subject && picksClient(subject) && <ClientFilter list={list} />}
          </>
        }
      />
    </Stack>
  );
}
