/**
 * A US deposit account's prenote (decision 0067), as the worker's account list and the run's paychecks
 * show it: "Prenote pending until Sep 30, 2026", "Verified", "Prenote returned (R03)", or not sent yet — and
 * "Deposit returned (R02)" once a live deposit came back closing the account (decision 0078).
 */
import { Stack, Text } from '@mantine/core';
import {
  ACH_RETURN_CODES,
  PRENOTE_STATUS_LABELS,
  type DepositAccountView,
  type DepositPrenote,
  type PrenoteStatus,
} from '@app/domain';
import { formatCalendarDate } from '../data-list/format';
import { StatusBadge, type StatusTone } from '../status-badge';

const TONES: Record<PrenoteStatus, StatusTone> = {
  none: 'neutral',
  pending: 'warning',
  cleared: 'success',
  failed: 'danger',
};

type PrenoteLike = Pick<DepositPrenote, 'status' | 'clears_on' | 'return_code'>;

/** The prenote in a few words: its status, with the day it clears or the bank's return code. */
export function prenoteText(p: PrenoteLike): string {
  if (p.status === 'pending' && p.clears_on) return `Prenote pending until ${formatCalendarDate(p.clears_on)}`;
  if (p.status === 'failed' && p.return_code) return `Prenote returned (${p.return_code})`;
  return PRENOTE_STATUS_LABELS[p.status];
}

/** What the return code means: "R03: no account / unable to locate account". */
export function returnReason(code: string): string {
  const label = (ACH_RETURN_CODES as Record<string, string>)[code];
  return label ? `${code}: ${label.charAt(0).toLowerCase()}${label.slice(1)}` : code;
}

/** What it means for the worker's pay while the account is not verified. */
const HINTS: Record<PrenoteStatus, string | null> = {
  none: 'The next payroll sends a prenote, a zero-dollar test entry, to this account; until it clears, its share of your pay comes by check.',
  pending: 'Until then its share of your pay comes by check.',
  cleared: null,
  failed: 'Your bank returned the test entry: nothing is paid to this account. Add it again with the right numbers.',
};

/** A live deposit's return that closed the account: it takes nothing again, whatever its prenote said. */
function DepositReturned({ returned }: { returned: NonNullable<DepositAccountView['deposit_return']> }) {
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge label={`Deposit returned (${returned.return_code})`} tone="danger" />
      <Text size="xs" c="red.9" fw={600}>
        {returnReason(returned.return_code)}
      </Text>
      <Text size="xs" c="dimmed">
        Your bank returned a deposit to this account: nothing is paid to it again. Add an account that works.
      </Text>
    </Stack>
  );
}

/** The status badge and, when the account is not verified, what that means for the pay. */
export function PrenoteStatus({
  prenote,
  depositReturn = null,
}: {
  prenote: PrenoteLike;
  depositReturn?: DepositAccountView['deposit_return'];
}) {
  if (depositReturn) return <DepositReturned returned={depositReturn} />;
  const hint = HINTS[prenote.status];
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge label={prenoteText(prenote)} tone={TONES[prenote.status]} />
      {prenote.status === 'failed' && prenote.return_code && (
        <Text size="xs" c="red.9" fw={600}>
          {returnReason(prenote.return_code)}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
