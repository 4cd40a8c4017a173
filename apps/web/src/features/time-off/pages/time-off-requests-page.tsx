import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TimeOffRequestView } from '@app/domain';
import { BulkDecisionBar, useBulkSelection } from '../../../components/bulk-decisions/bulk-decisions';
import { DataList } from '../../../components/data-list/data-list';
import { formatDateRange } from '../../../components/data-list/format';
import { useReturnFocus } from '../../../components/use-return-focus';
import { optionsOf, SelectFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { BalanceCards } from '../../../components/pto-balances/balance-cards';
import { useBulkTimeOffDecision } from '../api/bulk-time-off-decision';
import { useCreateTimeOff } from '../api/create-time-off';
import { useTimeOffList } from '../api/get-time-off-requests';
import { decidableInBulk, mayRequestTimeOff, requestsOwnTimeOff } from '../components/time-off-access';
import { timeOffColumns } from '../components/time-off-columns';
import { checkCreate, emptyTimeOffValues, TimeOffForm, useTimeOffForm } from '../components/time-off-form';

const NOUN = { one: 'time off request', many: 'time off requests' };
const rowLabel = (r: TimeOffRequestView) => `Select ${r.contractor.name}, ${formatDateRange(r.start_date, r.end_date)}`;

function RequestModal({ onClose }: { onClose: () => void }) {
  const create = useCreateTimeOff();
  useReturnFocus();
  const navigate = useNavigate();
  const form = useTimeOffForm(emptyTimeOffValues, checkCreate, async (body) => {
    const row = await create.mutateAsync(body);
    toast.success('Time off requested');
    navigate(`/time_off_requests/${row.id}`);
  });
  return (
    <Modal opened onClose={onClose} title="Request time off" size="lg">
      <TimeOffForm form={form} submitLabel="Send request" creating onCancel={onClose} />
    </Modal>
  );
}

/**
 * /time_off_requests: requests the caller may see; contractors see their PTO balance on top; deciders
 * approve or reject the chosen pending requests in bulk (decision 0109).
 */
export function TimeOffRequestsPage() {
  const list = useTimeOffList();
  const subject = useSession()?.subject;
  const contractor = subject !== undefined && requestsOwnTimeOff(subject);
  const mayRequest = subject !== undefined && mayRequestTimeOff(subject);
  const [requesting, setRequesting] = useState(false);
  const columns = useMemo(() => timeOffColumns({ showContractor: !contractor }), [contractor]);
  const bulk = useBulkTimeOffDecision();
  const chosen = useBulkSelection(JSON.stringify(list.params), decidableInBulk, rowLabel);
  const offersBulk = list.rows.some(decidableInBulk) || chosen.selected.length > 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Time Off Requests</Title>
        {mayRequest && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRequesting(true)}>
            Request time off
          </Button>
        )}
      </Group>
      {contractor && <BalanceCards />}
      <BulkDecisionBar
        count={chosen.selected.length}
        noun={NOUN}
        ids={chosen.selected.map((r) => r.id)}
        decide={bulk.mutateAsync}
        onDecided={chosen.drop}
        onClear={chosen.clear}
        reasonDescription="The contractor sees this reason."
      />
      <DataList
        list={list}
        columns={columns}
        tableName="time_off_requests"
        noun="time off requests"
        selection={offersBulk ? chosen.selection : undefined}
        filters={
          <>
            <SelectFilter list={list} name="status" label="Status" data={optionsOf('timeOffStatus')} />
            <SelectFilter list={list} name="type" label="Type" data={optionsOf('timeOffType')} />
          </>
        }
      />
      {requesting && <RequestModal onClose={() => setRequesting(false)} />}
    </Stack>
  );
}
