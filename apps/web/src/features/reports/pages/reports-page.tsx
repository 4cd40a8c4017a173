import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarRepeat, IconDatabaseExport, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportKindView } from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { toApiError } from '../../../lib/api/errors';
import { useMyReports, useReportKinds } from '../api/reports';
import { ReportDownloads } from '../components/report-downloads';
import { describeParams } from '../components/report-params';
import { ReportStatus } from '../components/report-status';
import { RunReportDialog } from '../components/run-report-dialog';

const PER_PAGE = 10;

function Catalogue({ onRun }: { onRun: (k: ReportKindView) => void }) {
  const kinds = useReportKinds();
  if (kinds.isPending) return <Loader role="status" aria-label="Loading reports" />;
  if (kinds.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the reports">
        {toApiError(kinds.error).message}
      </Alert>
    );
  if (kinds.data.length === 0) return <Text c="dimmed">There are no reports you may run.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {kinds.data.map((k) => (
        <Card key={k.kind} withBorder padding="lg" data-testid={`report-kind-${k.kind}`}>
          <Stack gap="xs" h="100%" justify="space-between">
            <div>
              <Title order={3} size="h5">
                {k.label}
              </Title>
              <Text size="sm" c="dimmed">
                {k.description}
              </Text>
            </div>
            <Group>
              <Button
                size="xs"
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                onClick={() => onRun(k)}
                aria-label={`Run ${k.label}`}
              >
                Run report
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function MyReports() {
  const [page, setPage] = useState(1);
  const reports = useMyReports(page, PER_PAGE);
  if (reports.isPending) return <Loader role="status" aria-label="Loading your reports" />;
  if (reports.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load your reports">
        {toApiError(reports.error).message}
      </Alert>
    );
  const { data: rows, total } = reports.data;
  if (rows.length === 0) return <Text c="dimmed">You have not run any reports yet.</Text>;
  return (
    <Stack gap="sm">
      <Table striped aria-label="My reports">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Report</Table.Th>
            <Table.Th>Parameters</Table.Th>
            <Table.Th>Requested</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Rows</Table.Th>
            <Table.Th>Download</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid="report-row">
              <Table.Td>
                <Anchor component={Link} to={`/reports/${r.id}`}>
                  {r.label}
                </Anchor>
              </Table.Td>
              <Table.Td>{describeParams(r.params, { partner: r.partner?.name })}</Table.Td>
              <Table.Td>{formatMoment(r.created_at)}</Table.Td>
              <Table.Td>
                <ReportStatus status={r.status} progress={r.progress} />
              </Table.Td>
              <Table.Td ta="right">{r.row_count ?? '—'}</Table.Td>
              <Table.Td>
                <ReportDownloads report={r} />
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
 * /reports (decision 0088): the reports the caller may run, each with "Run report" and its parameters, and
 * the caller's own reports with their status and progress (asked again while one is being built) and the
 * CSV and XLSX of each finished one.
 */
export function ReportsPage() {
  const [running, setRunning] = useState<ReportKindView | null>(null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Reports</Title>
          <Text c="dimmed" size="sm">
            Run a report now, or schedule it to be e-mailed to you weekly or monthly.
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to="/report_schedules"
            leftSection={<IconCalendarRepeat size={16} aria-hidden />}
          >
            Schedules
          </Button>
          <Button
            variant="default"
            component={Link}
            to="/data_export"
            leftSection={<IconDatabaseExport size={16} aria-hidden />}
          >
            Export all data
          </Button>
        </Group>
      </Group>
      <Catalogue onRun={setRunning} />
      <Title order={2} size="h3">
        My reports
      </Title>
      <MyReports />
      <RunReportDialog kind={running} onClose={() => setRunning(null)} />
    </Stack>
  );
}
