import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
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
import { ReasonDialog } from '../../../components/reason-dialog';
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

  const close = () => setPending(null);
  const approve = () => {
    if (!pending) return;
    decide.mutate(
      { id: pending.row.id, body: { decision: 'approve' } },
      {
        onSuccess: () => {
          toast.success('Verification approved');
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
      <Modal opened={pending?.decision === 'approve'} onClose={close} title="Approve verification" centered>
        <Stack>
          <Text>Approve the identity of {pending?.row.user.name}? Their verification step is then complete.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={decide.isPending} onClick={approve}>
              Approve
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ReasonDialog
        opened={pending?.decision === 'reject'}
        title="Reject verification"
        description="They see the reason on their verification step."
        maxLength={500}
        requiredMessage="Say why the verification is rejected"
        confirmLabel="Reject"
        onConfirm={async (reason) => {
          if (!pending) return;
          await decide.mutateAsync({ id: pending.row.id, body: { decision: 'reject', reason } });
          toast.success('Verification rejected');
          close();
        }}
        onClose={close}
      >
        <Text>Reject the identity of {pending?.row.user.name}? They will have to verify again.</Text>
      </ReasonDialog>
    </Stack>
  );
}
