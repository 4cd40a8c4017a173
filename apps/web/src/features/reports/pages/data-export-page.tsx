import { Alert, Button, Group, Loader, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import { useState } from 'react';
import { DATA_EXPORT_HOURS, choosesPartner, type DataExportView } from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { DownloadButton } from '../../../components/download-button';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast, toastError } from '../../../lib/notify';
import { useDataExportActions, useDataExports } from '../api/data-exports';
import { ReportStatus } from '../components/report-status';

const PER_PAGE = 10;

const size = (bytes: number | null) => (bytes === null ? '—' : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function FileCell({ e, download }: { e: DataExportView; download: (e: DataExportView) => Promise<void> }) {
  if (e.downloadable) return <DownloadButton label="Download" download={() => download(e)} />;
  if (e.downloaded_at) return <Text size="sm">Downloaded {formatMoment(e.downloaded_at)}</Text>;
  if (e.status === 'FINISHED') return <Text size="sm">Expired</Text>;
  if (e.status === 'FAILED') return <Text size="sm">{e.error ?? 'Failed'}</Text>;
  return <Text size="sm">Preparing…</Text>;
}

function Exports() {
  const [page, setPage] = useState(1);
  const exports = useDataExports(page, PER_PAGE);
  const { download } = useDataExportActions();
  if (exports.isPending) return <Loader role="status" aria-label="Loading your exports" />;
  if (exports.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load your exports">
        {toApiError(exports.error).message}
      </Alert>
    );
  const { data: rows, total } = exports.data;
  if (rows.length === 0) return <Text c="dimmed">You have not exported your data yet.</Text>;
  return (
    <Stack gap="sm">
      <Table striped aria-label="My exports">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Requested</Table.Th>
            <Table.Th>Data of</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Size</Table.Th>
            <Table.Th>Available until</Table.Th>
            <Table.Th>File</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((e) => (
            <Table.Tr key={e.id} data-testid="export-row">
              <Table.Td>{formatMoment(e.created_at)}</Table.Td>
              <Table.Td>{e.partner?.name ?? 'The whole platform'}</Table.Td>
              <Table.Td>
                <ReportStatus status={e.status} progress={e.progress} />
              </Table.Td>
              <Table.Td ta="right">{size(e.size_bytes)}</Table.Td>
              <Table.Td>{e.expires_at ? formatMoment(e.expires_at) : '—'}</Table.Td>
              <Table.Td>
                <FileCell e={e} download={download} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {(total ?? 0) > PER_PAGE && (
        <Pagination total={Math.ceil((total ?? 0) / PER_PAGE)} value={page} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
}

/**
 * /data_export (decision 0088): the caller's whole data set as a ZIP of CSVs, prepared in the background
 * and downloadable once, for DATA_EXPORT_HOURS hours. Staff export the platform's data or one partner's.
 */
export function DataExportPage() {
  const subject = useSession()?.subject;
  const staff = subject ? choosesPartner(subject) : false;
  const partners = usePartnerOptions(staff);
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const { requestExport } = useDataExportActions();
  const run = async () => {
    try {
      await requestExport.mutateAsync(partnerId ? { partner_id: partnerId } : {});
      toast.success('Export requested: it will be ready here shortly');
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Data Export</Title>
        <Text c="dimmed" size="sm">
          All your data as CSV files in one ZIP. It is prepared in the background and can be downloaded once, within{' '}
          {DATA_EXPORT_HOURS} hours.
        </Text>
      </div>
      <Group align="flex-end">
        {staff && (
          <Select
            label="Data of"
            placeholder="The whole platform"
            searchable
            clearable
            data={partners.data ?? []}
            value={partnerId}
            onChange={setPartnerId}
            w={280}
          />
        )}
        <Button
          leftSection={<IconDatabaseExport size={16} aria-hidden />}
          loading={requestExport.isPending}
          onClick={() => void run()}
        >
          Export my data
        </Button>
      </Group>
      <Exports />
    </Stack>
  );
}
