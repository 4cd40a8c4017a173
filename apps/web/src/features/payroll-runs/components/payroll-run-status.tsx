import type { PayrollRunStatus } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';
import { PAYROLL_RUN_STATUS_TONES, statusLabel } from '../lib/payroll-format';

/** A run's status as a badge ("Pre-draft", "Pending approval"…). */
export function PayrollRunStatusBadge({ status, size }: { status: PayrollRunStatus; size?: 'lg' }) {
  return <StatusBadge label={statusLabel(status)} tone={PAYROLL_RUN_STATUS_TONES[status]} size={size} />;
}
