import { Paper, Progress, Stack, Text } from '@mantine/core';
import type { PayrollRunView } from '@app/domain';
import { progressText } from '../lib/payroll-format';

/**
 * Processing's progress, read again every few seconds by the page: "N of M paychecks issued" over a bar.
 * The background job issues the transfers, sends the bank file and ends the run paid, partially paid or
 * failed.
 */
export function RunProgress({ run }: { run: Pick<PayrollRunView, 'processed_count' | 'worker_count'> }) {
  const percent = run.worker_count > 0 ? Math.min(100, Math.round((run.processed_count / run.worker_count) * 100)) : 0;
  return (
    <Paper withBorder p="lg" component="section" aria-label="Processing">
      <Stack gap="xs">
        <Text fw={600} role="status">
          {progressText(run)}
        </Text>
        <Progress value={percent} animated striped aria-label="Paychecks issued" />
        <Text size="sm" c="dimmed">
          The paychecks are issued in the background: this page follows them until the run is paid.
        </Text>
      </Stack>
    </Paper>
  );
}
