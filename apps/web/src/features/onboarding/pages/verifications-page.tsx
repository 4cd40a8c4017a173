import { Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { canEditVerification, type VerificationRow } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { optionsOf, SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useDecideVerification, useVerificationsList } from '../api/verifications';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

interface Decision {
  row: VerificationRow;
  decision: 'approve' | 'reject';
}

/** /verifications: identity checks; admin or a document verifier decides those awaiting review. */
export function VerificationsPage() {
  const list = useVerificationsList();
  const session = useSession();
  const mayDecide = session !== null && canEditVerification(session.subject);
  const decide = useDecideVerification();
  const [pending, setPending] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');

  const columns = useMemo<DataListColumn<VerificationRow>[]>(
    () => [
      { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
      { accessor: 'user.name', title: 'Name', render: (r) => r.user.name },
      { accessor: 'user.email', title: 'Email', render: (r) => r.user.email },
      { accessor: 'partner.name', title: 'Partner', render: (r) => r.partner?.name ?? '—' },
      {
        accessor: 'status',
        title: 'Status',
        sortable: true,
        render: (r) => <StatusBadge of="verificationStatus" value={r.status} />,
      },
      { accessor: 'reason', title: 'Reason', render: (r) => r.reason ?? '—' },
      {
        accessor: 'provider_reference',
        title: 'Provider reference',
        adminOnly: true,
        render: (r) => r.provider_reference ?? '—',
      },
      {
        accessor: 'created_at',
        title: 'Submitted',
        sortable: true,
        noWrap: true,
        render: (r) => formatMoment(r.created_at),
      },
      {
        accessor: 'actions',
        title: 'Decision',
        toggleable: false,
        render: (r) =>
          mayDecide && r.status === 'awaiting_approval' ? (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" onClick={() => setPending({ row: r, decision: 'approve' })}>
                Approve
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setPending({ row: r, decision: 'reject' })}>
                Reject
              </Button>
            </Group>
          ) : (
            (r.decided_by?.name ?? '—')
          ),
      },
    ],
    [mayDecide],
  );

  const close = () => {
    setPending(null);
    setReason('');
  };
  const confirm = () => {
    if (!pending) return;
    decide.mutate(
      { id: pending.row.id, body: { decision: pending.decision, reason: reason || undefined } },
      {
        onSuccess: () => {
          toast.success(`Verification ${pending.decision === 'approve' ? 'approved' : 'rejected'}`);
          close();
        },
        onError: (err) => toast.error(toApiError(err).message),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Verifications</Title>
      <DataList
        list={list}
        columns={columns}
        tableName="verifications"
        noun="verifications"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Name or email" search />
            <SelectFilter list={list} name="status" label="Status" data={optionsOf('verificationStatus')} />
          </>
        }
      />
      <Modal
        opened={pending !== null}
        onClose={close}
        title={pending?.decision === 'approve' ? 'Approve verification' : 'Reject verification'}
        centered
      >
        <Stack>
          <Text>
            {pending?.decision === 'approve'
              ? `Approve the identity of ${pending?.row.user.name}? Their verification step is then complete.`
              : `Reject the identity of ${pending?.row.user.name}? They will have to verify again.`}
          </Text>
          {pending?.decision === 'reject' && (
            <Textarea label="Reason" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color={pending?.decision === 'reject' ? 'red' : undefined}
              disabled={pending?.decision === 'reject' && reason.trim() === ''}
              loading={decide.isPending}
              onClick={confirm}
            >
              {pending?.decision === 'approve' ? 'Approve' : 'Reject'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
