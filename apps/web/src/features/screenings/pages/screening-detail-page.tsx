import { Alert, Button, Group, Paper, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { SCREENING_TYPE_LABELS, ordersScreenings, type ScreeningView } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatMoment } from '../../../components/data-list/format';
import { textOrDash } from '../../../components/record-page/record-fields';
import { BackLink, DetailGate, Field } from '../../../components/reference/detail-parts';
import { StatusBadge } from '../../../components/status-badge';
import { useSession } from '../../../lib/auth/use-session';
import { toast, toastError } from '../../../lib/notify';
import { useScreening, useScreeningActions } from '../api/screenings';

/** Approve (one click) and Reject (asked first, with the reason), for staff on a screening awaiting approval. */
function Decision({ screening: s }: { screening: ScreeningView }) {
  const { decide } = useScreeningActions(s.id);
  const [note, setNote] = useState('');
  const approve = async () => {
    try {
      await decide.mutateAsync({ decision: 'approve' });
      toast.success('Screening approved');
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Group gap="sm">
      <Button loading={decide.isPending} onClick={() => void approve()}>
        Approve
      </Button>
      <ConfirmButton
        label="Reject"
        color="red"
        title="Reject this screening?"
        message={`${s.contractor.name}'s ${SCREENING_TYPE_LABELS[s.type].toLowerCase()} is rejected: an assignment that requires it cannot start.`}
        confirmLabel="Reject screening"
        canConfirm={note.trim().length > 0}
        onConfirm={async () => {
          await decide.mutateAsync({ decision: 'reject', note: note.trim() });
          toast.success('Screening rejected');
        }}
      >
        <Textarea
          label="Reason"
          required
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      </ConfirmButton>
    </Group>
  );
}

/** "Check for result" on a processing screening; "Retry order" on one the provider did not take. */
function CheckNow({ screening: s }: { screening: ScreeningView }) {
  const { refresh } = useScreeningActions(s.id);
  const retry = s.status === 'pending';
  const run = async () => {
    try {
      const now = await refresh.mutateAsync();
      if (retry) toast.success(now.status === 'pending' ? 'The provider still did not take the order' : 'Order placed');
      else toast.success(now.status === 'processing' ? 'No result yet' : 'Result received');
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Button variant="light" loading={refresh.isPending} onClick={() => void run()}>
      {retry ? 'Retry order' : 'Check for result'}
    </Button>
  );
}

/**
 * /screenings/:id: the screening's worker, client, provider, result and decision; staff approve or reject
 * a 'consider' result; those who order may ask the provider for a processing one's result now.
 */
export function ScreeningDetailPage() {
  const { id = '' } = useParams();
  const query = useScreening(id);
  const subject = useSession()?.subject;
  return (
    <DetailGate query={query} noun="screening">
      {(s) => (
        <Stack gap="lg">
          <BackLink to="/screenings" label="Screenings" />
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1}>
                {SCREENING_TYPE_LABELS[s.type]}: {s.contractor.name}
              </Title>
              <StatusBadge of="reviewStatus" value={s.status} size="lg" />
            </Group>
            <Group gap="sm">
              {(s.status === 'processing' || (s.status === 'pending' && s.provider_error)) &&
                subject &&
                ordersScreenings(subject.userType) && <CheckNow screening={s} />}
              {s.can_decide && <Decision screening={s} />}
            </Group>
          </Group>
          {s.provider_error && (
            <Alert
              color={s.status === 'pending' ? 'red' : 'yellow'}
              variant="light"
              title={s.status === 'pending' ? 'The provider did not take the order' : 'From the provider'}
            >
              {s.provider_error}
            </Alert>
          )}
          {s.status === 'awaiting_approval' && (
            <Alert color="yellow" variant="light" title="Awaiting approval">
              The provider reported a result to consider. Platform staff approve or reject it.
            </Alert>
          )}
          <Paper withBorder p="lg">
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="lg">
              <Field label="Worker">{s.contractor.name}</Field>
              <Field label="Client">{textOrDash(s.client?.name)}</Field>
              <Field label="Partner">{s.partner.name}</Field>
              <Field label="Provider">{`${s.provider}${s.provider_ref ? ` · ${s.provider_ref}` : ''}`}</Field>
              <Field label="Provider status">{textOrDash(s.provider_status)}</Field>
              <Field label="Ordered">{`${formatMoment(s.created_at)}${s.ordered_by ? ` by ${s.ordered_by.name}` : ''}`}</Field>
              <Field label="Result">{textOrDash(s.result)}</Field>
              <Field label="Completed">{textOrDash(formatMoment(s.completed_at))}</Field>
              <Field label="Decision">
                {textOrDash(s.decided_by ? `${s.decided_by.name}, ${formatMoment(s.decided_at)}` : null)}
              </Field>
              <Field label="Note">{textOrDash(s.decision_note)}</Field>
            </SimpleGrid>
          </Paper>
        </Stack>
      )}
    </DetailGate>
  );
}
