import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { EasyApproveEntry, EasyApproveSubmitResult, EasyApproveWeek } from '@app/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { useEasyApproveWeek } from '../api/get-easy-approve-week';
import { useSubmitEasyApprove } from '../api/submit-easy-approve';
import { lineName, WeekTable, type LineDecision } from '../components/week-table';
import { formatDateRange, formatMoment } from '../../../components/data-list/format';
import { ReasonDialog } from '../../../components/reason-dialog';

/**
 * The token from the e-mailed link. It leaves the address bar at once (history state keeps it for a
 * reload of this tab), so it is not left in the browser history, a bookmark or a shared screenshot.
 */
function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = params.get('token');
  useEffect(() => {
    if (fromUrl) void navigate(location.pathname, { replace: true, state: { token: fromUrl } });
  }, [fromUrl, location.pathname, navigate]);
  const fromState = (location.state as { token?: unknown } | null)?.token;
  return fromUrl ?? (typeof fromState === 'string' ? fromState : null);
}

function LinkProblem({ error }: { error: unknown }) {
  const e = toApiError(error);
  const title =
    e.statusCode === 410
      ? 'This link can no longer be used'
      : e.statusCode === 404
        ? 'This link is not valid'
        : 'Something went wrong';
  return (
    <Alert color={e.statusCode === 410 ? 'yellow' : 'red'} variant="light" role="alert" title={title}>
      {e.message}
    </Alert>
  );
}

function Submitted({ result }: { result: EasyApproveSubmitResult }) {
  return (
    <Alert color="green" variant="light" role="status" title="Thank you">
      {result.message}
    </Alert>
  );
}

function WeekReview({ token, week }: { token: string; week: EasyApproveWeek }) {
  const [decisions, setDecisions] = useState<Record<string, LineDecision>>({});
  const [rejecting, setRejecting] = useState<EasyApproveEntry | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitEasyApprove();

  const pending = week.entries.filter((e) => e.status === 'pending');
  const decided = Object.keys(decisions).length;
  const undecided = pending.filter((e) => !decisions[e.id]);
  const set = (id: string, d: LineDecision | null) =>
    setDecisions(({ [id]: _, ...rest }) => (d ? { ...rest, [id]: d } : rest));

  if (submit.isSuccess) return <Submitted result={submit.data} />;
  if (submit.isError && toApiError(submit.error).statusCode === 410) return <LinkProblem error={submit.error} />;

  const send = () =>
    submit.mutate(
      {
        token,
        decisions: Object.entries(decisions).map(([timesheet_id, d]) => ({
          timesheet_id,
          action: d.action,
          ...(d.reason ? { reason: d.reason } : {}),
        })),
      },
      { onSettled: () => setConfirming(false) },
    );

  return (
    <Stack>
      <Text>
        {week.client.name} · week of {formatDateRange(week.week_start, week.week_end)}
      </Text>
      <Text size="sm" c="dimmed">
        For {week.approver.name} ({week.approver.email}). This link works once and expires{' '}
        {formatMoment(week.expires_at)}.
      </Text>
      {week.entries.length === 0 ? (
        <Alert color="blue" variant="light" role="status">
          There are no entries for this week any more.
        </Alert>
      ) : (
        <WeekTable
          entries={week.entries}
          decisions={decisions}
          onApprove={(e) => set(e.id, { action: 'approve' })}
          onReject={setRejecting}
          onClear={(e) => set(e.id, null)}
        />
      )}
      {submit.isError && (
        <Alert color="red" variant="light" role="alert">
          {toApiError(submit.error).message}
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          disabled={undecided.length === 0}
          onClick={() => undecided.forEach((e) => set(e.id, { action: 'approve' }))}
        >
          Approve all remaining ({undecided.length})
        </Button>
        <Button disabled={decided === 0} onClick={() => setConfirming(true)}>
          Submit {decided} decision{decided === 1 ? '' : 's'}
        </Button>
      </Group>
      {/* A rejection always carries a reason: the contractor reads it to correct the entry. */}
      <ReasonDialog
        opened={rejecting !== null}
        title="Reject entry"
        description="The contractor sees this reason."
        maxLength={500}
        requiredMessage="Give a reason for rejecting this entry"
        confirmLabel="Reject"
        onConfirm={(reason) => {
          if (rejecting) set(rejecting.id, { action: 'reject', reason });
          setRejecting(null);
        }}
        onClose={() => setRejecting(null)}
      >
        <Text size="sm">{rejecting ? lineName(rejecting) : ''}</Text>
      </ReasonDialog>
      <Modal opened={confirming} onClose={() => !submit.isPending && setConfirming(false)} title="Submit decisions">
        <Stack>
          <Text>
            Submit {decided} decision{decided === 1 ? '' : 's'} for {week.client.name}? This link then stops working.
            {undecided.length > 0 &&
              ` ${undecided.length} undecided ${undecided.length === 1 ? 'entry stays' : 'entries stay'} pending.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={submit.isPending}>
              Cancel
            </Button>
            <Button onClick={send} loading={submit.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** /easy_approve: a client approver's week, opened from the e-mailed one-time link without a login. */
export function EasyApprovePage() {
  const token = useLinkToken();
  const week = useEasyApproveWeek(token);
  let body;
  if (!token)
    body = (
      <Alert color="red" variant="light" role="alert">
        This link is incomplete. Open the link from your e-mail again.
      </Alert>
    );
  else if (week.isError) body = <LinkProblem error={week.error} />;
  else if (!week.data) body = <PageLoader />;
  else body = <WeekReview token={token} week={week.data} />;
  return (
    <Stack>
      <Title order={1}>Approve timesheets</Title>
      {body}
    </Stack>
  );
}
