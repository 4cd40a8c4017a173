import { Group } from '@mantine/core';
import type { ReportView } from '@app/domain';
import { DownloadButton } from '../../../components/download-button';
import { downloadReport } from '../api/reports';

/** CSV and XLSX of a finished report. */
export function ReportDownloads({ report }: { report: ReportView }) {
  if (report.status !== 'FINISHED') return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <DownloadButton label="CSV" download={() => downloadReport(report, 'csv')} />
      <DownloadButton label="XLSX" download={() => downloadReport(report, 'xlsx')} />
    </Group>
  );
}
