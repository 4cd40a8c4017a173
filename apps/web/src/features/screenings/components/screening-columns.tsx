import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SCREENING_TYPE_LABELS, licenseBadge, type LicenseView, type ScreeningView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';
import { OpenFileButton } from '../../../components/open-file-button';
import { StatusBadge } from '../../../components/status-badge';
import { openLicenseDocument } from '../api/screenings';
import { ArchiveLicenseButton } from './archive-license-button';
import { EditLicenseButton } from './edit-license-button';

/** The columns of /screenings: the type opens the screening. */
export const screeningColumns: DataListColumn<ScreeningView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  {
    accessor: 'type',
    title: 'Screening',
    sortable: true,
    render: (s) => (
      <Anchor component={Link} to={`/screenings/${s.id}`}>
        {SCREENING_TYPE_LABELS[s.type]}
      </Anchor>
    ),
  },
  { accessor: 'contractor.name', title: 'Worker', render: (s) => s.contractor.name },
  { accessor: 'client.name', title: 'Client', render: (s) => s.client?.name ?? '—' },
  { accessor: 'partner.name', title: 'Partner', render: (s) => s.partner.name },
  {
    accessor: 'status',
    title: 'Status',
    sortable: true,
    render: (s) => <StatusBadge of="reviewStatus" value={s.status} />,
  },
  { accessor: 'result', title: 'Result', render: (s) => s.result ?? '—' },
  { accessor: 'created_at', title: 'Ordered', sortable: true, noWrap: true, render: (s) => formatMoment(s.created_at) },
];

/** The expiry date with its badge: 'Expired' (red) or 'Expires in N days' (orange) within 30 days. */
export function LicenseExpiry({ license: l }: { license: Pick<LicenseView, 'expires_on' | 'days_left'> }) {
  const badge = licenseBadge(l.days_left);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDate(l.expires_on)}
      </Text>
      {badge && (
        <Badge color={l.days_left < 0 ? 'red' : 'orange'} variant="light" size="sm">
          {badge}
        </Badge>
      )}
    </Group>
  );
}

/** The columns of /licenses: the number masked, the expiry badged, its document, Edit, and Archive asked first. */
export const licenseColumns: DataListColumn<LicenseView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  { accessor: 'contractor.name', title: 'Worker', render: (l) => l.contractor.name },
  { accessor: 'license_type', title: 'Type', sortable: true },
  { accessor: 'number', title: 'Number', noWrap: true },
  { accessor: 'state', title: 'State' },
  { accessor: 'issued_on', title: 'Issued', noWrap: true, render: (l) => formatCalendarDate(l.issued_on) || '—' },
  { accessor: 'expires_on', title: 'Expires', sortable: true, render: (l) => <LicenseExpiry license={l} /> },
  { accessor: 'partner.name', title: 'Partner', render: (l) => l.partner.name },
  {
    accessor: 'actions',
    title: 'Actions',
    textAlign: 'right',
    toggleable: false,
    render: (l) => (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {l.document && (
          <OpenFileButton
            variant="subtle"
            label="Document"
            ariaLabel={`Open ${l.contractor.name}'s ${l.license_type} license document`}
            open={() => openLicenseDocument(l.id)}
          />
        )}
        {l.status === 'active' && <EditLicenseButton license={l} />}
        {l.status === 'active' && <ArchiveLicenseButton license={l} />}
      </Group>
    ),
  },
];
