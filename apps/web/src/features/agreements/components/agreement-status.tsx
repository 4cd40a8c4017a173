import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '@app/domain';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';

const TONES: Record<AgreementStatus, StatusTone> = {
  draft: 'neutral',
  sent: 'warning',
  signed: 'progress',
  countersigned: 'success',
  void: 'danger',
};

/** Draft, Sent, Signed (awaiting countersignature when asked, else complete), Countersigned or Void. */
export function AgreementStatusBadge({
  agreement: a,
  size,
}: {
  agreement: { status: AgreementStatus; requires_countersignature: boolean };
  size?: 'lg';
}) {
  const complete = a.status === 'signed' && !a.requires_countersignature;
  return (
    <StatusBadge
      label={
        a.status === 'signed' && a.requires_countersignature
          ? 'Signed, awaiting countersignature'
          : AGREEMENT_STATUS_LABELS[a.status]
      }
      tone={complete ? 'success' : TONES[a.status]}
      size={size}
    />
  );
}
