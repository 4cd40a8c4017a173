import { Anchor, Stack } from '@mantine/core';
import type { AssignmentView, ClientView, ContractorView, CurrentUser, InvoiceView } from '@app/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate, formatMoney } from '../../../components/data-list/format';
import { ReceivablesBalance } from '../../../components/record-page/receivables-balance';
import { RecordWorkspace } from '../../../components/record-page/record-workspace';
import { RelatedList } from '../../../components/record-page/related-list';
import { StatusBadge } from '../../../components/status-badge';
import type { PartnerRow } from '../api/partner-types';
import { partnerFilterFor, partnerTabs, type PartnerTab } from './partner-access';

const LABELS: Record<PartnerTab, string> = {
  profile: 'Profile',
  clients: 'Clients',
  contractors: 'Contractors',
  placements: 'Placements',
  invoices: 'Invoices',
};

const withQuery = (path: string, filter: Record<string, string>) => {
  const q = new URLSearchParams(filter).toString();
  return q ? `${path}?${q}` : path;
};

function panel(tab: PartnerTab, partner: PartnerRow, user: CurrentUser, profile: ReactNode): ReactNode {
  const filter = partnerFilterFor(user, partner.id);
  switch (tab) {
    case 'profile':
      return profile;
    case 'clients':
      return (
        <RelatedList<ClientView>
          path="/clients"
          params={{ ...filter, sort: 'name' }}
          noun="clients"
          allTo={withQuery('/clients', filter)}
          rowKey={(c) => c.id}
          columns={[
            {
              title: 'Client',
              render: (c) => (
                <Anchor component={Link} to={`/clients/${c.id}`}>
                  {c.name}
                </Anchor>
              ),
            },
            { title: 'Billing e-mail', render: (c) => c.billing_email ?? '—' },
            { title: 'Terms', render: (c) => `Net ${c.payment_terms_net_days}` },
          ]}
        />
      );
    case 'contractors':
      return (
        <RelatedList<ContractorView>
          path="/contractors"
          params={{ ...filter, sort: 'name' }}
          noun="contractors"
          allTo={withQuery('/contractors', filter)}
          rowKey={(c) => c.id}
          columns={[
            {
              title: 'Contractor',
              render: (c) => (
                <Anchor component={Link} to={`/contractors/${c.id}`}>
                  {`${c.first_name} ${c.last_name}`}
                </Anchor>
              ),
            },
            { title: 'E-mail', render: (c) => c.email },
            { title: 'Status', render: (c) => <StatusBadge of="contractorStatus" value={c.status} /> },
          ]}
        />
      );
    case 'placements':
      return (
        <RelatedList<AssignmentView>
          path="/assignments"
          params={{ ...filter, sort: '-start_date' }}
          noun="placements"
          allTo={withQuery('/assignments', filter)}
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
            { title: 'Client', render: (a) => a.client.name },
            { title: 'Status', render: (a) => <StatusBadge of="assignmentStatus" value={a.status} /> },
            { title: 'Start', render: (a) => formatCalendarDate(a.start_date) },
          ]}
        />
      );
    case 'invoices':
      return (
        <Stack>
          <ReceivablesBalance filter={{ partner_id: partner.id }} />
          <RelatedList<InvoiceView>
            path="/invoices"
            params={{ ...filter, sort: '-created_at' }}
            noun="invoices"
            allTo={withQuery('/invoices', filter)}
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
              { title: 'Client', render: (i) => i.client.name },
              { title: 'Status', render: (i) => <StatusBadge of="invoiceStatus" value={i.status} /> },
              { title: 'Total', align: 'right', render: (i) => formatMoney(i.total_due) },
              { title: 'Remaining', align: 'right', render: (i) => formatMoney(i.remaining_amount) },
            ]}
          />
        </Stack>
      );
  }
}

/** The partner record as a workspace (issue 16): profile, clients, contractors, placements, invoices and balance. */
export function PartnerWorkspace({
  partner,
  user,
  profile,
}: {
  partner: PartnerRow;
  user: CurrentUser;
  profile: ReactNode;
}) {
  const tabs = partnerTabs(user, partner).map((tab) => ({
    value: tab,
    label: LABELS[tab],
    render: () => panel(tab, partner, user, profile),
  }));
  return tabs.length > 1 ? <RecordWorkspace tabs={tabs} /> : profile;
}
