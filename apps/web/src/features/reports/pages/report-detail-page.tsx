import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { formatMoment } from '../../../components/data-list/format';
import { BackLink, DetailGate, Field } from '../../../components/reference/detail-parts';
import { useReport } from '../api/reports';
import { ReportDownloads } from '../components/report-downloads';
import { describeParams } from '../components/report-params';
import { ReportStatus } from '../components/report-status';

/**
 * /reports/:id (decision 0088): one of the caller's reports — its parameters, status and progress (asked
 * again until it is finished or failed), its row count and files, or why it failed.
 */
export function ReportDetailPage() {
  const { id = '' } = useParams();
  const query = useReport(id);
  return (
    <DetailGate query={query} noun="report">
      {(r) => (
        <Stack gap="lg">
          <BackLink to="/reports" label="Back to reports" />
          <Group justify="space-between" align="flex-start">
            <Title order={1}>{r.label}</Title>
            <ReportDownloads report={r} />
          </Group>
          <Paper withBorder p="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Field label="Status">
                <ReportStatus status={r.status} progress={r.progress} />
              </Field>
              <Field label="Parameters">{describeParams(r.params, { partner: r.partner?.name })}</Field>
              <Field label="Partner">{r.partner?.name ?? 'All partners'}</Field>
              <Field label="Rows">{r.row_count ?? '—'}</Field>
              <Field label="Requested">{formatMoment(r.created_at)}</Field>
              <Field label="Finished">{r.finished_at ? formatMoment(r.finished_at) : '—'}</Field>
            </SimpleGrid>
          </Paper>
          {r.status === 'FAILED' && (
            <Alert color="red" variant="light" role="alert" title="The report failed">
              {r.error ?? 'The report could not be built.'}
            </Alert>
          )}
          {(r.status === 'PENDING' || r.status === 'PROCESSING') && (
            <Text c="dimmed" size="sm">
              The report is being built ({r.progress}% done). This page updates by itself.
            </Text>
          )}
        </Stack>
      )}
    </DetailGate>
  );
}
