import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  notABankingDay,
  OFF_CYCLE_REASON_DEFAULTS,
  OFF_CYCLE_REASON_LABELS,
  OFF_CYCLE_REASONS,
  type OffCycleReason,
  type OffCycleRunCreate,
} from '@app/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCalendarDate } from '../../../components/data-list/format';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useCreateOffCycleRun } from '../api/create-off-cycle-run';
import { useOffCycleWorkers } from '../api/get-off-cycle-workers';
import { useRunPartners } from '../api/get-run-partners';

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const REASON_OPTIONS = OFF_CYCLE_REASONS.map((value) => ({ value, label: OFF_CYCLE_REASON_LABELS[value] }));
/** The one-off each reason pays: a bonus, or regular wages (a correction; a final paycheck's extra). */
const EARNING_OF: Record<OffCycleReason, 'bonus' | 'regular'> = {
  bonus: 'bonus',
  correction: 'regular',
  final_paycheck: 'regular',
};

/** The body the API takes, from the dialog's choices (a final paycheck's worker may have no amount). */
export function offCycleBody(f: {
  partnerId: string | null;
  reason: OffCycleReason;
  checkDate: string;
  grossUp: boolean;
  workers: readonly string[];
  amounts: Readonly<Record<string, string>>;
}): OffCycleRunCreate {
  return {
    ...(f.partnerId ? { partner_id: f.partnerId } : {}),
    reason: f.reason,
    check_date: f.checkDate,
    gross_up: f.reason === 'bonus' && f.grossUp,
    workers: f.workers.map((id) => {
      const amount = (f.amounts[id] ?? '').trim();
      return { contractor_id: id, earnings: amount ? [{ type: EARNING_OF[f.reason], amount }] : [] };
    }),
  };
}

/**
 * Off-cycle run (decision 0050): a reason (its defaults explained under it), the check date, the workers
 * and each one's amount — for a bonus, optionally the net to pay (gross-up). Creating previews the run and
 * lands on it; it is then submitted and approved like any run.
 */
export function OffCycleRunModal({ picksPartner, onClose }: { picksPartner: boolean; onClose: () => void }) {
  useReturnFocus();
  const navigate = useNavigate();
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [reason, setReason] = useState<OffCycleReason>('bonus');
  const [checkDate, setCheckDate] = useState('');
  const [grossUp, setGrossUp] = useState(false);
  const [workers, setWorkers] = useState<string[]>([]);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const partners = useRunPartners(picksPartner);
  const options = useOffCycleWorkers(partnerId, !picksPartner || partnerId !== null);
  const create = useCreateOffCycleRun();
  const partnerOptions = useMemo(
    () => (partners.data ?? []).map((p) => ({ value: p.id, label: p.name })),
    [partners.data],
  );
  const nameOf = (id: string) => options.data?.find((o) => o.value === id)?.label ?? id;
  const amountNeeded = reason !== 'final_paycheck';
  const amountError = (id: string) => {
    const a = (amounts[id] ?? '').trim();
    if (!tried) return null;
    if (!a) return amountNeeded ? 'Enter an amount' : null;
    return AMOUNT.test(a) && /[1-9]/.test(a) ? null : 'Enter an amount like 250.00';
  };
  // A check is dated on a banking day: told as soon as one is picked (the API refuses it the same way).
  const notBanking = /^\d{4}-\d{2}-\d{2}$/.test(checkDate)
    ? notABankingDay(checkDate, new Date().toISOString().slice(0, 10))
    : null;
  const valid =
    (!picksPartner || partnerId) &&
    /^\d{4}-\d{2}-\d{2}$/.test(checkDate) &&
    !notBanking &&
    workers.length > 0 &&
    workers.every((id) => amountError(id) === null && (!amountNeeded || (amounts[id] ?? '').trim()));

  const submit = () => {
    setTried(true);
    if (create.isPending || !valid) return;
    create.mutate(offCycleBody({ partnerId, reason, checkDate, grossUp, workers, amounts }), {
      onSuccess: (run) => {
        toast.success(`Off-cycle run for ${formatCalendarDate(run.pay_date)} ready`);
        onClose();
        void navigate(`/payroll_runs/${run.id}`);
      },
    });
  };
  const error = create.isError ? toApiError(create.error) : null;

  return (
    <Modal
      opened
      onClose={() => !create.isPending && onClose()}
      title="Off-cycle run"
      closeOnClickOutside={!create.isPending}
      closeOnEscape={!create.isPending}
      size="lg"
    >
      <Stack>
        {picksPartner && (
          <Select
            label="Partner"
            placeholder="Choose a partner"
            required
            searchable
            data={partnerOptions}
            value={partnerId}
            onChange={(v) => {
              setPartnerId(v);
              setWorkers([]);
              create.reset();
            }}
            error={tried && !partnerId ? 'Choose the partner whose workers to pay' : null}
          />
        )}
        <Select
          label="Reason"
          required
          allowDeselect={false}
          data={REASON_OPTIONS}
          value={reason}
          onChange={(v) => v && setReason(v as OffCycleReason)}
          description={OFF_CYCLE_REASON_DEFAULTS[reason]}
        />
        <TextInput
          label="Check date"
          type="date"
          required
          value={checkDate}
          onChange={(e) => setCheckDate(e.currentTarget.value)}
          error={tried && !checkDate ? 'Choose the check date' : notBanking}
        />
        {reason === 'bonus' && (
          <Switch
            label="Gross up: the amounts are what each worker receives (net)"
            checked={grossUp}
            onChange={(e) => setGrossUp(e.currentTarget.checked)}
          />
        )}
        <MultiSelect
          label="Workers"
          placeholder={picksPartner && !partnerId ? 'Choose the partner first' : 'Choose workers'}
          required
          searchable
          data={options.data ?? []}
          value={workers}
          onChange={setWorkers}
          disabled={picksPartner && !partnerId}
          error={tried && workers.length === 0 ? 'Choose at least one worker' : null}
          nothingFoundMessage="No worker matches"
        />
        {workers.map((id) => (
          <TextInput
            key={id}
            label={`${nameOf(id)}: ${reason === 'bonus' && grossUp ? 'net to pay' : 'amount'}`}
            description={reason === 'final_paycheck' ? 'Optional: added to the approved time not yet paid' : undefined}
            inputMode="decimal"
            placeholder="0.00"
            value={amounts[id] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setAmounts((a) => ({ ...a, [id]: value }));
            }}
            error={amountError(id)}
          />
        ))}
        {error && !error.silent && (
          <Alert color="red" variant="light" role="alert" title="Could not create the off-cycle run">
            {error.message}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Nothing is paid until the run is submitted and approved.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create off-cycle run
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
