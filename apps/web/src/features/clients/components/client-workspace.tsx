import { Anchor, Stack } from '@mantine/core';
import {
  labelOf,
  type AssignmentView,
  type ClientContact,
  type CurrentUser,
  type InvoiceView,
  type TimesheetView,
} from '@app/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate, formatHours, formatMoney, formatRate } from '../../../components/data-list/format';
import { NotesPanel } from '../../../components/notes-panel/notes-panel';
import { ReceivablesBalance } from '../../../components/record-page/receivables-balance';
import { RecordWorkspace } from '../../../components/record-page/record-workspace';
import { RelatedList } from '../../../components/record-page/related-list';
import { ActiveBadge, StatusBadge } from '../../../components/status-badge';
import type { ClientRow } from '../api/client-types';
import { clientTabs, seesClientBalance, type ClientTab } from './client-access';

const LABELS: Record<ClientTab, string> = {
  profile: 'Profile',
  placements: 'Placements',
  timesheets: 'Timesheets',
  invoices: 'Invoices',
  contacts: 'Contacts',
  notes: 'Notes',
};

function panel(tab: ClientTab, client: ClientRow, user: CurrentUser, profile: ReactNode): ReactNode {
  const id = client.id;
  switch (tab) {
    case 'profile':
      return profile;
    case 'placements':
      return (
        <RelatedList<AssignmentView>
          path="/assignments"
          params={{ client_id: id, sort: '-start_date' }}
          noun="placements"
          allTo={`/assignments?client_id=${id}`}
          rowKey={(a) => a.id}
          columns={[
            {
              title: 'Contractor',
              render: (a) => (
                <Anchor component={Link} to={`/assignments/${a.id}`}>
                  {a.contractor.name}
                </Anchor>
              ),
            },
            { title: 'Job', render: (a) => a.job_title },
            { title: 'Status', render: (a) => <StatusBadge of="assignmentStatus" value={a.status} /> },
            { title: 'Start', render: (a) => formatCalendarDate(a.start_date) },
            { title: 'Bill rate', align: 'right', render: (a) => formatRate(a.bill_rate) },
          ]}
        />
      );
    case 'timesheets':
      return (
        <RelatedList<TimesheetView>
          path="/timesheets"
          params={{ client_id: id, sort: '-date' }}
          noun="timesheets"
          allTo={`/timesheets?client_id=${id}`}
          rowKey={(t) => t.id}
          columns={[
            { title: 'Date', render: (t) => formatCalendarDate(t.date) },
            { title: 'Contractor', render: (t) => t.contractor.name },
            { title: 'Hours', align: 'right', render: (t) => formatHours(t.minutes_worked) },
            { title: 'Status', render: (t) => <StatusBadge of="timesheetStatus" value={t.status} /> },
          ]}
        />
      );
    case 'invoices':
      return (
        <Stack>
          {seesClientBalance(user) && <ReceivablesBalance filter={{ client_id: id }} />}
          <RelatedList<InvoiceView>
            path="/invoices"
            params={{ client_id: id, sort: '-created_at' }}
            noun="invoices"
            allTo={`/invoices?client_id=${id}`}
            rowKey={(i) => i.id}
            columns={[
              {
                title: 'Invoice',
                render: (i) => (
                  <Anchor component={Link} to={`/invoices/${i.id}`}>
                    {i.number ?? 'Draft'}
                  </Anchor>
                ),
              },
              { title: 'Status', render: (i) => <StatusBadge of="invoiceStatus" value={i.status} /> },
              { title: 'Due', render: (i) => formatCalendarDate(i.due_date) },
              { title: 'Total', align: 'right', render: (i) => formatMoney(i.total_due) },
              { title: 'Remaining', align: 'right', render: (i) => formatMoney(i.remaining_amount) },
            ]}
          />
        </Stack>
      );
    case 'contacts':
      return (
        <RelatedList<ClientContact>
          path={`/clients/${id}/contacts`}
          params={{ sort: 'name' }}
          noun="contacts"
          allTo={null}
          rowKey={(c) => c.id}
          columns={[
            { title: 'Name', render: (c) => c.name },
            { title: 'E-mail', render: (c) => <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor> },
            { title: 'Role', render: (c) => (c.role ? labelOf('role', c.role) : '—') },
            { title: 'Status', render: (c) => <ActiveBadge active={c.active} /> },
          ]}
        />
      );
    case 'notes':
      return <NotesPanel subjectType="client" subjectId={id} />;
  }
}

/** The client record as a workspace (issue 16): profile, placements, time, invoices with the balance, contacts, notes. */
export function ClientWorkspace({
  client,
  user,
  profile,
}: {
  client: ClientRow;
  user: CurrentUser;
  profile: ReactNode;
}) {
  const tabs = clientTabs(user).map((tab) => ({
    value: tab,
    label: LABELS[tab],
    render: () => panel(tab, client, user, profile),
  }));
  return <RecordWorkspace tabs={tabs} />;
}
