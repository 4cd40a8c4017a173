import { Alert, Button, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PayCardView } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { DataList } from '../../../components/data-list/data-list';
import { formatMoney } from '../../../components/data-list/format';
import { toApiError } from '../../../lib/api/errors';
import { toCents } from '../../../lib/decimal';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { toast, toastError } from '../../../lib/notify';
import {
  PAY_CARD_PATH,
  refreshPayCard,
  useClosePayCard,
  useEnrolPayCard,
  usePayCard,
  usePayCardTransactions,
  useSetReceivesPay,
} from '../api/pay-card';
import { payCardTransactionColumns } from '../components/pay-card-transaction-columns';

/** Enrolment and the pay switch go through the e-mailed code; the modal replays them and says so here. */
function useVerifiedPayCardChange() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onVerified = (e: Event) => {
      const detail = (e as CustomEvent<{ request: TwoFactorRequest }>).detail;
      if (detail?.request.requestUrl !== PAY_CARD_PATH) return;
      toast.success('Your pay card was updated');
      refreshPayCard(queryClient);
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, [queryClient]);
}

function Enrol() {
  const enrol = useEnrolPayCard();
  return (
    <Paper withBorder p="lg" maw={520}>
      <Stack gap="sm">
        <Text>
          Take your pay on a prepaid card instead of a bank account: each paycheck&apos;s net pay is loaded onto it on
          pay day.
        </Text>
        <Group>
          <Button
            loading={enrol.isPending}
            onClick={() =>
              enrol.mutate(undefined, {
                onSuccess: () => toast.success('Your pay card is open and will receive your pay'),
                onError: (err) => toastError(err),
              })
            }
          >
            Get a pay card
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function CardPanel({ card }: { card: PayCardView }) {
  const receives = useSetReceivesPay();
  const close = useClosePayCard();
  // A card closes only once spent down (the API refuses otherwise): the button says why first.
  const spent = toCents(card.balance) === 0n;
  return (
    <Paper withBorder p="lg" maw={520} aria-label="Your pay card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Pay card •••• {card.last4}</Text>
          <Text size="xl" fw={700} aria-label="Balance">
            {formatMoney(card.balance)}
          </Text>
        </Group>
        <Switch
          label="Load my pay onto this card"
          description={
            card.receives_pay
              ? 'Your net pay goes to this card on pay day.'
              : 'Your pay goes to your direct deposit account.'
          }
          checked={card.receives_pay}
          disabled={receives.isPending}
          onChange={(e) => receives.mutate(e.currentTarget.checked, { onError: (err) => toastError(err) })}
        />
        <Group>
          <ConfirmButton
            label="Close card"
            title="Close your pay card?"
            message={
              spent
                ? 'No more pay will be loaded onto it, and it cannot be reopened.'
                : `It still holds ${formatMoney(card.balance)}: spend or withdraw it first.`
            }
            color="red"
            disabled={!spent}
            onConfirm={() => close.mutateAsync().then(() => toast.success('Your pay card is closed'))}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /contractor/pay_card (issue 13): a self-employer's worker takes pay on a prepaid card — enrol, choose
 * whether pay goes to it, the balance and every load, purchase and fee the provider reports, and closing
 * it once it is spent down.
 */
export function PayCardPage() {
  const state = usePayCard();
  const list = usePayCardTransactions();
  useVerifiedPayCardChange();
  return (
    <Stack gap="lg">
      <Title order={1}>Pay card</Title>
      {state.isPending ? (
        <Loader role="status" aria-label="Loading your pay card" />
      ) : state.isError ? (
        <Alert color="red">{toApiError(state.error).message}</Alert>
      ) : !state.data.offered ? (
        <Text role="status">Your employer does not offer pay cards: your pay goes to your direct deposit account.</Text>
      ) : state.data.card ? (
        <>
          <CardPanel card={state.data.card} />
          <Title order={2} size="h4">
            Transactions
          </Title>
          <DataList
            list={list}
            columns={payCardTransactionColumns}
            tableName="pay_card_transactions"
            noun="transactions"
          />
        </>
      ) : (
        <Enrol />
      )}
    </Stack>
  );
}
