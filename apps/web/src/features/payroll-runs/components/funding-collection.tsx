import { Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { FundingCollectionMethod, PayrollRunFunding } from '@app/domain';
import { useEffect, useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';
import { toApiError } from '../../../lib/api/errors';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { toast } from '../../../lib/notify';
import { collectFundingPath, useCollectFunding, useFundingSaved } from '../api/collect-funding';
import { moneyIn, returnCodeText } from '../lib/payroll-format';
import { TransferStatusBadge } from './transfer-status';

type Debit = NonNullable<PayrollRunFunding['debit']>;

/** The note a settlement needs: how it was paid (the API's 3–500 characters). */
const NOTE_MIN = 3;
const NOTE_MAX = 500;

/** A returned debit whose amount came in after all: collected again, or recorded settled (decision 0113). */
export const isRecovered = (debit: Debit) =>
  debit.settled !== null || debit.collections.some((c) => c.status === 'paid');

/** What the toast says once a collection is answered: by the answer, not the request. */
function collectedToast(method: FundingCollectionMethod, answer: PayrollRunFunding) {
  const debit = answer.debit;
  if (method === 'settled') return toast.success('Recorded as settled');
  if (!debit?.owed) return toast.success('Collected: the debit settled');
  if (debit.collections.at(-1)?.status === 'processing')
    return toast.info('Collection sent: the bank has not answered yet');
  return toast.warning('The bank returned the collection: the amount is still owed');
}

const methodOf = (data: unknown): FundingCollectionMethod | null => {
  const method = (data as { method?: unknown } | null | undefined)?.method;
  return method === 'debit' || method === 'settled' ? method : null;
};

/** The e-mailed code's replay of a collection of this run's funding: the section shows the answer. */
export function useVerifiedCollection(runId: string) {
  const saved = useFundingSaved(runId);
  useEffect(() => {
    const onVerified = (e: Event) => {
      const detail = (e as CustomEvent<{ request: TwoFactorRequest; result: unknown }>).detail;
      if (
        !detail ||
        detail.request.requestMethod.toUpperCase() !== 'POST' ||
        detail.request.requestUrl !== collectFundingPath(runId)
      )
        return;
      const method = methodOf(detail.request.requestData);
      const answer = detail.result as PayrollRunFunding | undefined;
      if (!method || !answer?.funding) return;
      saved(answer);
      collectedToast(method, answer);
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, [runId, saved]);
}

/** Runs a collection; a 424 hands over to the two-factor modal (the dialog steps aside). */
async function runCollection(
  mutate: () => Promise<PayrollRunFunding>,
  method: FundingCollectionMethod,
): Promise<boolean> {
  let answer: PayrollRunFunding;
  try {
    answer = await mutate();
  } catch (error) {
    if (toApiError(error).silent) return false;
    throw error;
  }
  collectedToast(method, answer);
  return true;
}

function Collections({ debit }: { debit: Debit }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Collections" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Return code</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {debit.collections.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{formatMoment(c.created_at)}</Table.Td>
              <Table.Td>{c.account_masked}</Table.Td>
              <Table.Td ta="right">{moneyIn(c.amount, c.currency)}</Table.Td>
              <Table.Td>
                <TransferStatusBadge status={c.status} />
              </Table.Td>
              <Table.Td>{c.return_code ? returnCodeText(c.return_code) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CollectActions({ runId, debit }: { runId: string; debit: Debit }) {
  const collect = useCollectFunding(runId);
  const [note, setNote] = useState('');
  const amount = moneyIn(debit.amount, debit.currency);
  const options = debit.collect_options;
  return (
    <Group gap="sm">
      {options.includes('debit') && (
        <ConfirmButton
          label="Collect again"
          title="Collect the amount owed?"
          message={`${amount} is debited again from the partner's primary payroll bank account. We e-mail you a code to confirm.`}
          onConfirm={() => runCollection(() => collect.mutateAsync({ method: 'debit' }), 'debit')}
        />
      )}
      {options.includes('settled') && (
        <ConfirmButton
          label="Record as settled"
          title="Record the amount owed as settled?"
          message={`${amount} was paid another way: nothing more is debited for it. We e-mail you a code to confirm.`}
          canConfirm={note.trim().length >= NOTE_MIN}
          onConfirm={async () => {
            const done = await runCollection(
              () => collect.mutateAsync({ method: 'settled', note: note.trim() }),
              'settled',
            );
            if (done) setNote('');
          }}
        >
          <TextInput
            label="Note"
            required
            maxLength={NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            description="How it was paid (a wire's reference, a cheque): kept with the debit and in the audit log"
          />
        </ConfirmButton>
      )}
    </Group>
  );
}

/**
 * A funding debit the bank returned (decision 0113): the debits that collected it again, its settlement when
 * an admin recorded one, and — while it is owed and the reader may — Collect again and Record as settled.
 */
export function FundingCollection({ runId, debit }: { runId: string; debit: Debit }) {
  const hasCollections = debit.collections.length > 0;
  const acts = debit.collect_options.length > 0;
  if (!hasCollections && !debit.settled && !acts) return null;
  return (
    <Stack gap="sm">
      {hasCollections && <Collections debit={debit} />}
      {debit.settled && (
        <Text size="sm">
          Recorded as settled on {formatCalendarDate(debit.settled.at)}: {debit.settled.note}
        </Text>
      )}
      {acts && <CollectActions runId={runId} debit={debit} />}
    </Stack>
  );
}
