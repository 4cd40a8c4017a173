import { Button, Code, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { HandbookAckView, HandbookView } from '@app/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment } from '../../../components/data-list/format';
import { StatusBadge } from '../../../components/status-badge';
import { useSession } from '../../../lib/auth/use-session';
import { openHandbook, useAcknowledgementsList, useHandbooksList } from '../api/handbooks';
import { OpenFileButton } from '../../../components/open-file-button';
import { PendingList } from '../components/pending-list';
import { PublishHandbookModal } from '../components/publish-handbook-modal';
import { publishesHandbookVersion, seesHandbookPartners } from '../handbook-access';

const shortHash = (h: string) => `${h.slice(0, 12)}…`;

function versionColumns(showPartner: boolean): DataListColumn<HandbookView>[] {
  const columns: DataListColumn<HandbookView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'title',
      title: 'Handbook',
      render: (h) => (
        <div>
          <Text size="sm" fw={500}>
            {h.title}
          </Text>
          <Text size="xs" c="dimmed">
            {h.filename}
          </Text>
        </div>
      ),
    },
    { accessor: 'version', title: 'Version', sortable: true, render: (h) => `v${h.version}` },
    { accessor: 'partner.name', title: 'For', render: (h) => h.partner?.name ?? 'Platform (EOR)' },
    {
      accessor: 'current',
      title: 'Status',
      render: (h) => (
        <StatusBadge label={h.current ? 'Current' : 'Superseded'} tone={h.current ? 'success' : 'neutral'} />
      ),
    },
    { accessor: 'acknowledged', title: 'Acknowledged', render: (h) => String(h.acknowledged) },
    { accessor: 'sha256', title: 'SHA-256', render: (h) => <Code title={h.sha256}>{shortHash(h.sha256)}</Code> },
    { accessor: 'published_at', title: 'Published', sortable: true, render: (h) => formatMoment(h.published_at) },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      toggleable: false,
      render: (h) => (
        <OpenFileButton
          size="compact-sm"
          variant="subtle"
          label="Open"
          ariaLabel={`Open ${h.title} v${h.version}`}
          open={() => openHandbook(h.id)}
        />
      ),
    },
  ];
  return columns.filter((c) => showPartner || c.accessor !== 'partner.name');
}

const ackColumns: DataListColumn<HandbookAckView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  { accessor: 'contractor.name', title: 'Worker' },
  { accessor: 'handbook', title: 'Handbook', render: (a) => `${a.handbook.title} (v${a.handbook.version})` },
  {
    accessor: 'acknowledged_at',
    title: 'Acknowledged',
    sortable: true,
    render: (a) => formatMoment(a.acknowledged_at, { seconds: true }),
  },
  { accessor: 'ip', title: 'IP' },
  { accessor: 'user_agent', title: 'User agent', render: (a) => a.user_agent ?? '—' },
  {
    accessor: 'file_sha256',
    title: 'File SHA-256',
    render: (a) => <Code title={a.file_sha256}>{shortHash(a.file_sha256)}</Code>,
  },
];

function VersionsList({ showPartner }: { showPartner: boolean }) {
  const list = useHandbooksList();
  const columns = useMemo(() => versionColumns(showPartner), [showPartner]);
  return <DataList list={list} columns={columns} tableName="handbooks" noun="handbook versions" />;
}

function AcknowledgementsList() {
  const list = useAcknowledgementsList();
  return <DataList list={list} columns={ackColumns} tableName="handbook_acknowledgements" noun="acknowledgements" />;
}

/**
 * /employee_handbook (decision 0076): the handbook versions (the platform's for the employer of record,
 * and a partner's own) with how many workers acknowledged each, Publish version for those who may, and
 * who acknowledged which version — when, from which IP and browser, and the SHA-256 of the file — and
 * who has not acknowledged the current version yet, with a reminder (decision 0081).
 */
export function EmployeeHandbookPage() {
  const subject = useSession()?.subject;
  const [params, setParams] = useSearchParams();
  const [publishing, setPublishing] = useState(false);
  const asked = params.get('tab');
  const tab = asked === 'acknowledgements' || asked === 'pending' ? asked : 'versions';
  const showPartner = subject !== undefined && seesHandbookPartners(subject);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Employee Handbook</Title>
          <Text c="dimmed" size="sm">
            W-2 workers read the current version and acknowledge it; a new version asks them again.
          </Text>
        </div>
        {subject && publishesHandbookVersion(subject) && (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setPublishing(true)}>
            Publish version
          </Button>
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v === 'acknowledgements' || v === 'pending' ? { tab: v } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="versions">Versions</Tabs.Tab>
          <Tabs.Tab value="acknowledgements">Acknowledgements</Tabs.Tab>
          <Tabs.Tab value="pending">Not acknowledged</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="versions">
          <VersionsList showPartner={showPartner} />
        </Tabs.Panel>
        <Tabs.Panel value="acknowledgements">
          <AcknowledgementsList />
        </Tabs.Panel>
        <Tabs.Panel value="pending">
          <PendingList showPartner={showPartner} />
        </Tabs.Panel>
      </Tabs>
      {publishing && <PublishHandbookModal choosesPartner={showPartner} onClose={() => setPublishing(false)} />}
    </Stack>
  );
}
