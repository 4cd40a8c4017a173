import { Anchor, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { PaycheckDetail } from '@app/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatMoment } from '../../../components/data-list/format';
import { toApiError } from '../../../lib/api/errors';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { toast } from '../../../lib/notify';
import {
  correctionPath,
  useCorrectionSaved,
  usePaycheckCorrection,
  type PaycheckCorrection,
} from '../api/paycheck-corrections';
import { moneyIn, returnCodeText, transferMethodText } from '../lib/payroll-format';
import { TransferStatusBadge } from './transfer-status';

const DONE: Record<PaycheckCorrection, string> = {
  void: 'Paycheck voided: a reversing paycheck was written',
  reissue: 'Paycheck reissued',
  resend: 'Transfer re-sent',
};

/** What a paycheck allows now: void a paid or failed one of a processed run; reissue a voided one; re-send a failed transfer. */
export function correctionsOf(p: PaycheckDetail) {
  const ended = ['paid', 'partially_paid', 'failed'].includes(p.run_status);
  const current = p.transfers.filter((x) => !p.transfers.some((n) => n.resent_from_id === x.id));
  const corrective = p.reversal_of_id !== null;
  return {
    void: ended && !corrective && !p.refusal && !p.reversed_by_id && current.every((x) => x.status !== 'processing'),
    reissue: ended && p.reversed_by_id !== null && p.reissued_by_id === null,
    resend: ended && !corrective && !p.reversed_by_id && current.some((x) => x.status === 'failed'),
  };
}

/** The e-mailed code's replay of a reissue or re-send of this paycheck: the page shows the answer. */
export function useVerifiedCorrection(id: string) {
  const saved = useCorrectionSaved();
  useEffect(() => {
    const onVerified = (e: Event) => {
      const detail = (e as CustomEvent<{ request: TwoFactorRequest; result: unknown }>).detail;
      const action = (['reissue', 'resend'] as const).find(
        (a) =>
          detail?.request.requestMethod.toUpperCase() === 'POST' && detail.request.requestUrl === correctionPath(id, a),
      );
      const answer = detail?.result as PaycheckDetail | undefined;
      if (!action || !answer?.id) return;
      saved(answer);
      toast.success(DONE[action]);
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, [id, saved]);
}

/** Runs a correction; a 424 hands over to the two-factor modal (the dialog steps aside). */
async function runCorrection(mutate: () => Promise<unknown>, action: PaycheckCorrection) {
  try {
    await mutate();
  } catch (error) {
    if (toApiError(error).silent) return;
    throw error;
  }
  toast.success(DONE[action]);
}

/** Void, Reissue and Re-send for the employer, each confirmed first (void with its reason). */
export function PaycheckCorrectionActions({ paycheck }: { paycheck: PaycheckDetail }) {
  const allowed = correctionsOf(paycheck);
  const voiding = usePaycheckCorrection(paycheck.id, 'void');
  const reissuing = usePaycheckCorrection(paycheck.id, 'reissue');
  const resending = usePaycheckCorrection(paycheck.id, 'resend');
  const [reason, setReason] = useState('');
  const net = moneyIn(paycheck.net, paycheck.currency);
  if (!allowed.void && !allowed.reissue && !allowed.resend) return null;
  return (
    <Group gap="sm">
      {allowed.resend && (
        <ConfirmButton
          label="Re-send"
          title="Re-send the failed transfer?"
          message={`${net} goes again to ${paycheck.contractor.name}'s current bank account (check it was corrected first). We e-mail you a code to confirm.`}
          onConfirm={() => runCorrection(() => resending.mutateAsync(undefined), 'resend')}
        />
      )}
      {allowed.reissue && (
        <ConfirmButton
          label="Reissue"
          title="Reissue this paycheck?"
          message={`A new paycheck of ${net}, dated today, is paid to ${paycheck.contractor.name} by its own transfer. We e-mail you a code to confirm.`}
          onConfirm={() => runCorrection(() => reissuing.mutateAsync({}), 'reissue')}
        />
      )}
      {allowed.void && (
        <ConfirmButton
          label="Void"
          color="red"
          title="Void this paycheck?"
          message="The paycheck stays as it is; a reversing paycheck with every line negated is written, and the worker's year to date is corrected. No money moves."
          confirmLabel="Void paycheck"
          canConfirm={reason.trim().length >= 3}
          onConfirm={() => runCorrection(() => voiding.mutateAsync({ reason: reason.trim() }), 'void')}
        >
          <TextInput
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            description="Kept with the reversing paycheck and in the audit log"
          />
        </ConfirmButton>
      )}
    </Group>
  );
}

function PaycheckLink({ id, children }: { id: string; children: string }) {
  return (
    <Anchor component={Link} to={`/paychecks/${id}`}>
      {children}
    </Anchor>
  );
}

/** How this paycheck is linked to its original, reversal and reissue, and every transfer that paid it. */
export function PaycheckLinks({ paycheck: p }: { paycheck: PaycheckDetail }) {
  const links: [string, string | null][] = [
    ['Reverses paycheck', p.reversal_of_id],
    ['Voided by reversing paycheck', p.reversed_by_id],
    ['Reissues paycheck', p.reissue_of_id],
    ['Reissued as paycheck', p.reissued_by_id],
  ];
  const shown = links.filter((l): l is [string, string] => l[1] !== null);
  if (shown.length === 0 && p.transfers.length === 0) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="paycheck-payments-title">
      <Title order={2} size="h4" mb="xs" id="paycheck-payments-title">
        Payments and corrections
      </Title>
      <Stack gap="xs">
        {p.void_reason && <Text size="sm">Void reason: {p.void_reason}</Text>}
        {shown.map(([label, id]) => (
          <Text size="sm" key={label}>
            {label}: <PaycheckLink id={id}>{`#${id.slice(0, 8)}`}</PaycheckLink>
          </Text>
        ))}
        {p.transfers.length > 0 && (
          <Table aria-label="Transfers" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sent</Table.Th>
                <Table.Th>How</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Note</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.transfers.map((x) => (
                <Table.Tr key={x.id}>
                  <Table.Td>{formatMoment(x.created_at)}</Table.Td>
                  <Table.Td>{transferMethodText(x)}</Table.Td>
                  <Table.Td ta="right">{moneyIn(x.amount, p.currency)}</Table.Td>
                  <Table.Td>
                    <TransferStatusBadge status={x.status} />
                  </Table.Td>
                  <Table.Td>
                    {[
                      x.return_code && returnCodeText(x.return_code),
                      x.resent_from_id && 'Re-send of a failed transfer',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
