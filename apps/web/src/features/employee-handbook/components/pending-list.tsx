import { Button, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { HandbookPendingView, HandbookRemindResult } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { formatMoment } from '../../../components/data-list/format';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { toast, toastError } from '../../../lib/notify';
import { usePendingList, useRemindHandbook } from '../api/handbooks';

/** What a reminder did, in words: who was told, and who was not and why. */
export function remindSummary(r: HandbookRemindResult): string {
  const parts = [`Reminded ${r.reminded} worker${r.reminded === 1 ? '' : 's'}`];
  if (r.already_reminded_today) parts.push(`${r.already_reminded_today} already reminded today`);
  if (r.without_login) parts.push(`${r.without_login} without a login`);
  if (r.not_pending) parts.push(`${r.not_pending} with nothing to acknowledge`);
  return parts.join('; ');
}

function RemindButton({ w }: { w: HandbookPendingView }) {
  const remind = useRemindHandbook();
  if (!w.has_login)
    return (
      <Text size="xs" c="dimmed">
        No login to remind
      </Text>
    );
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      aria-label={`Remind ${w.contractor.name}`}
      loading={remind.isPending}
      onClick={async () => {
        try {
          toast.success(remindSummary(await remind.mutateAsync({ contractor_ids: [w.contractor.id] })));
        } catch (err) {
          toastError(err);
        }
      }}
    >
      Remind
    </Button>
  );
}

function pendingColumns(showPartner: boolean): DataListColumn<HandbookPendingView>[] {
  const columns: DataListColumn<HandbookPendingView>[] = [
    { accessor: 'contractor.name', title: 'Worker', sortable: true, sortKey: 'worker' },
    { accessor: 'partner.name', title: 'Partner' },
    { accessor: 'handbook', title: 'Handbook', render: (w) => `${w.handbook.title} (v${w.handbook.version})` },
    {
      accessor: 'previous_version',
      title: 'Acknowledged before',
      render: (w) => (w.previous_version === null ? '—' : `v${w.previous_version}`),
    },
    {
      accessor: 'last_reminded_at',
      title: 'Last reminded',
      render: (w) => (w.last_reminded_at ? formatMoment(w.last_reminded_at) : 'Never'),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      toggleable: false,
      render: (w) => <RemindButton w={w} />,
    },
  ];
  return columns.filter((c) => showPartner || c.accessor !== 'partner.name');
}

/**
 * Who has not acknowledged (decision 0081): the W-2 workers the caller sees whose current handbook
 * version has no acknowledgement of theirs, with Remind for one and Remind all — each worker is told in
 * the app and by e-mail at most once a day.
 */
export function PendingList({ showPartner }: { showPartner: boolean }) {
  const list = usePendingList();
  const remind = useRemindHandbook();
  const partners = usePartnerOptions(showPartner);
  const columns = useMemo(() => pendingColumns(showPartner), [showPartner]);
  const partnerId = list.state.filters.partner_id;
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="sm">
        <Text size="sm" c="dimmed">
          W-2 workers who have not acknowledged their current handbook version. A reminder reaches each worker in the
          app and by e-mail, at most once a day.
        </Text>
        <ConfirmButton
          label="Remind all"
          title="Remind everyone who has not acknowledged?"
          message={`Every worker who has not acknowledged${
            partnerId ? ' (of the partner chosen)' : ''
          } and has a login is asked to read and acknowledge the handbook, in the app and by e-mail. Workers reminded today are not reminded again.`}
          confirmLabel="Remind all"
          disabled={list.total === 0}
          onConfirm={async () => {
            toast.success(remindSummary(await remind.mutateAsync(partnerId ? { partner_id: partnerId } : {})));
          }}
        />
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="handbook_not_acknowledged"
        noun="workers who have not acknowledged"
        filters={
          <>
            <TextFilter list={list} name="q" label="Worker" placeholder="Name" search />
            {showPartner && <SelectFilter list={list} name="partner_id" label="Partner" data={partners.data ?? []} />}
          </>
        }
      />
    </>
  );
}
