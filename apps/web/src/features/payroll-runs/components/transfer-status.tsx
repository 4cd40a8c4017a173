import { Stack, Text } from '@mantine/core';
import type { PayrollRunWorker, TransferStatus } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';
import {
  fallbackText,
  returnCodeText,
  TRANSFER_STATUS_LABELS,
  TRANSFER_STATUS_TONES,
  transferMethodText,
} from '../lib/payroll-format';

/** A transfer's status as a badge ("Processing", "Paid", "Failed"). */
export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  return <StatusBadge label={TRANSFER_STATUS_LABELS[status]} tone={TRANSFER_STATUS_TONES[status]} />;
}

/**
 * What pays a worker's paycheck once the run is approved: how ("Direct deposit ••••1234", "Check"), its
 * status, for one the bank returned the return code with its meaning, and a share paid by check in place
 * of an account whose prenote has not cleared (decision 0067). A dash before there is one.
 */
export function TransferCell({ transfer: t }: { transfer: PayrollRunWorker['transfer'] }) {
  if (!t) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {transferMethodText(t)}
      </Text>
      <TransferStatusBadge status={t.status} />
      {t.status === 'failed' && t.return_code && (
        <Text size="xs" c="red.9" fw={600}>
          {returnCodeText(t.return_code)}
        </Text>
      )}
      {t.fallback && <Text size="xs">{fallbackText(t.fallback)}</Text>}
    </Stack>
  );
}
