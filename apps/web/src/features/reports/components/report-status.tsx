import { Group, Progress } from '@mantine/core';
import { REPORT_STATUS_LABELS, type ReportStatus } from '@app/domain';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';

const TONES: Record<ReportStatus, StatusTone> = {
  PENDING: 'warning',
  PROCESSING: 'info',
  FINISHED: 'success',
  FAILED: 'danger',
};

/** Section 4's report status as a badge, with the progress bar while the report is being built. */
export function ReportStatus({ status, progress }: { status: ReportStatus; progress: number }) {
  const building = status === 'PENDING' || status === 'PROCESSING';
  return (
    <Group gap="xs" wrap="nowrap">
      <StatusBadge label={REPORT_STATUS_LABELS[status]} tone={TONES[status]} testId="report-status" />
      {building && (
        <Progress
          value={progress}
          w={80}
          size="sm"
          animated
          aria-label={`${progress}% done`}
          role="progressbar"
          aria-valuenow={progress}
        />
      )}
    </Group>
  );
}
