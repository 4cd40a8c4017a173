import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { COVERAGE_TIER_LABELS, type CoverageTier } from '@app/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useContractorOptions } from '../../../components/reference/contractor-options';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useEnroll, usePlans } from '../api/benefits';

/** Enrolls a W-2 worker in an offered plan (the platform's or its partner's) at one of the plan's tiers. */
export function EnrollModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const navigate = useNavigate();
  const workers = useContractorOptions();
  const eor = usePlans('eor');
  const partner = usePlans('partner');
  const enroll = useEnroll();
  const [worker, setWorker] = useState<string | null>(null);
  const [planKey, setPlanKey] = useState<string | null>(null);
  const [tier, setTier] = useState<CoverageTier>('employee_only');
  const [start, setStart] = useState(new Date().toISOString().slice(0, 10));
  const plans = useMemo(
    () => [...(eor.data?.data ?? []), ...(partner.data?.data ?? [])].filter((p) => p.active),
    [eor.data, partner.data],
  );
  const plan = plans.find((p) => `${p.source}:${p.id}` === planKey);
  const error = enroll.isError ? toApiError(enroll.error) : null;
  const submit = () => {
    if (!worker || !plan) return;
    enroll.mutate(
      { contractor_id: worker, plan_source: plan.source, plan_id: plan.id, tier, start_date: start },
      {
        onSuccess: (e) => {
          toast.success(`${e.contractor.name} enrolled in ${e.plan.name}`);
          onClose();
          void navigate(`/benefits/${e.id}`);
        },
      },
    );
  };
  return (
    <Modal opened onClose={() => !enroll.isPending && onClose()} title="Enroll a worker">
      <Stack>
        {error && !error.silent && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <Select label="Worker" searchable data={workers.data ?? []} value={worker} onChange={setWorker} required />
        <Select
          label="Plan"
          data={plans.map((p) => ({
            value: `${p.source}:${p.id}`,
            label: `${p.name} (${p.partner ? p.partner.name : 'platform'})`,
          }))}
          value={planKey}
          onChange={(v) => (setPlanKey(v), setTier('employee_only'))}
          required
        />
        <Select
          label="Coverage"
          data={(plan?.tiers ?? []).map((t) => ({ value: t.tier, label: COVERAGE_TIER_LABELS[t.tier] }))}
          value={tier}
          onChange={(v) => v && setTier(v as CoverageTier)}
          allowDeselect={false}
        />
        <TextInput
          label="Starts"
          type="date"
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={enroll.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={enroll.isPending} disabled={!worker || !plan}>
            Enroll
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
