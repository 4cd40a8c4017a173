import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  BALANCE_KINDS,
  DEDUCTION_KIND_LABELS,
  DEDUCTION_KINDS,
  GARNISHMENT_KINDS,
  type DeductionKind,
  type PaycheckDeductionCreate,
} from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useContractorOptions } from '../../../components/reference/contractor-options';
import { useReturnFocus } from '../../../components/use-return-focus';
import { splitServerErrors } from '../../../components/forms/server-field-errors';
import { toast } from '../../../lib/notify';
import { useCreateDeduction } from '../api/deductions';

const TREATMENTS = [
  { value: 'section_125', label: 'Pre-tax (section 125)' },
  { value: 'traditional_401k', label: 'Pre-tax (401(k))' },
  { value: 'rpp', label: 'Registered pension plan (Canada)' },
  { value: 'roth_401k', label: 'Post-tax (Roth 401(k))' },
  { value: 'post_tax', label: 'Post-tax' },
];
// A tax levy is refused by the API until the engine figures Pub 1494: not offered here.
const FIELDS = new Set([
  'contractor_id',
  'kind',
  'amount',
  'percent',
  'goal_amount',
  'treatment',
  'start_date',
  'end_date',
  'order',
  'order.case_number',
  'order.issuer',
  'order.received_date',
]);
const KINDS = DEDUCTION_KINDS.filter((k) => k !== 'tax_levy').map((value) => ({
  value,
  label: DEDUCTION_KIND_LABELS[value],
}));

/**
 * New paycheck deduction for a worker: its kind, recurring or once, an amount or a percent of wages, the
 * amount to repay (loan, advance), the tax treatment (benefit, other), a garnishment's order. The API's
 * refusals show in the dialog, field by field.
 */
export function NewDeductionModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const navigate = useNavigate();
  const workers = useContractorOptions();
  const create = useCreateDeduction();
  const [f, setF] = useState({
    contractor_id: '',
    kind: 'loan' as DeductionKind,
    frequency: 'recurring' as 'recurring' | 'one_off',
    by: 'amount' as 'amount' | 'percent',
    value: '',
    goal_amount: '',
    treatment: '',
    description: '',
    start_date: new Date().toISOString().slice(0, 10),
    end_date: '',
    case_number: '',
    issuer: '',
    received_date: '',
    priority: 1,
    supports_others: false,
    twelve_weeks_in_arrears: false,
  });
  const set = (patch: Partial<typeof f>) => setF((x) => ({ ...x, ...patch }));
  const garnishment = GARNISHMENT_KINDS.includes(f.kind);
  const balance = BALANCE_KINDS.includes(f.kind);
  const treated = f.kind === 'benefit_contribution' || f.kind === 'other';
  const split = create.isError ? splitServerErrors(create.error, FIELDS) : null;
  const fieldError = (name: string) => split?.fields[name];

  const submit = () => {
    if (create.isPending) return;
    const body: PaycheckDeductionCreate = {
      contractor_id: f.contractor_id,
      kind: f.kind,
      frequency: f.frequency,
      start_date: f.start_date,
      ...(f.by === 'amount' ? { amount: f.value } : { percent: f.value }),
      ...(balance && { goal_amount: f.goal_amount }),
      ...(treated && f.treatment && { treatment: f.treatment as PaycheckDeductionCreate['treatment'] }),
      ...(f.description && { description: f.description }),
      ...(f.end_date && f.frequency === 'recurring' && { end_date: f.end_date }),
      ...(garnishment && {
        order: {
          case_number: f.case_number,
          issuer: f.issuer,
          received_date: f.received_date,
          priority: f.priority,
          supports_others: f.supports_others,
          twelve_weeks_in_arrears: f.twelve_weeks_in_arrears,
        },
      }),
    };
    create.mutate(body, {
      onSuccess: (d) => {
        toast.success(`${d.label} added for ${d.contractor.name}`);
        onClose();
        void navigate(`/paycheck_deductions/${d.id}`);
      },
    });
  };

  return (
    <Modal opened onClose={() => !create.isPending && onClose()} title="New paycheck deduction" size="lg">
      <Stack>
        {split && !split.error.silent && (
          <Alert color="red" role="alert">
            {split.error.message}
          </Alert>
        )}
        <Select
          label="Worker"
          searchable
          data={workers.data ?? []}
          value={f.contractor_id || null}
          onChange={(v) => set({ contractor_id: v ?? '' })}
          error={fieldError('contractor_id')}
          required
        />
        <SimpleGrid cols={2}>
          <Select
            label="Kind"
            data={KINDS}
            value={f.kind}
            onChange={(v) => v && set({ kind: v as DeductionKind })}
            allowDeselect={false}
            error={fieldError('kind')}
          />
          <Select
            label="How often"
            data={[
              { value: 'recurring', label: 'Every paycheck' },
              { value: 'one_off', label: 'Once' },
            ]}
            value={f.frequency}
            onChange={(v) => v && set({ frequency: v as 'recurring' | 'one_off' })}
            allowDeselect={false}
          />
          <Select
            label="Asks"
            data={[
              { value: 'amount', label: 'An amount' },
              { value: 'percent', label: 'A percent of wages' },
            ]}
            value={f.by}
            onChange={(v) => v && set({ by: v as 'amount' | 'percent' })}
            allowDeselect={false}
          />
          <TextInput
            label={f.by === 'amount' ? 'Amount per paycheck' : 'Percent of wages'}
            value={f.value}
            onChange={(e) => set({ value: e.currentTarget.value })}
            error={fieldError('amount') ?? fieldError('percent')}
            required
          />
          {balance && (
            <TextInput
              label="Amount to repay"
              value={f.goal_amount}
              onChange={(e) => set({ goal_amount: e.currentTarget.value })}
              error={fieldError('goal_amount')}
              required
            />
          )}
          {treated && (
            <Select
              label="Tax treatment"
              data={TREATMENTS}
              value={f.treatment || null}
              onChange={(v) => set({ treatment: v ?? '' })}
              error={fieldError('treatment')}
              required
            />
          )}
          <TextInput
            label="Description"
            value={f.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
          />
          <TextInput
            label="Starts"
            type="date"
            value={f.start_date}
            onChange={(e) => set({ start_date: e.currentTarget.value })}
            error={fieldError('start_date')}
            required
          />
          {f.frequency === 'recurring' && (
            <TextInput
              label="Ends (optional)"
              type="date"
              value={f.end_date}
              onChange={(e) => set({ end_date: e.currentTarget.value })}
              error={fieldError('end_date')}
            />
          )}
        </SimpleGrid>
        {garnishment && (
          <SimpleGrid cols={2}>
            <TextInput
              label="Case number"
              value={f.case_number}
              onChange={(e) => set({ case_number: e.currentTarget.value })}
              error={fieldError('order.case_number') ?? fieldError('order')}
              required
            />
            <TextInput
              label="Issued by"
              value={f.issuer}
              onChange={(e) => set({ issuer: e.currentTarget.value })}
              error={fieldError('order.issuer')}
              required
            />
            <TextInput
              label="Received"
              type="date"
              value={f.received_date}
              onChange={(e) => set({ received_date: e.currentTarget.value })}
              error={fieldError('order.received_date')}
              required
            />
            <NumberInput
              label="Priority (1 first)"
              min={1}
              max={99}
              value={f.priority}
              onChange={(v) => set({ priority: Number(v) || 1 })}
            />
            {f.kind === 'child_support' && (
              <>
                <Checkbox
                  label="Supports another spouse or child"
                  checked={f.supports_others}
                  onChange={(e) => set({ supports_others: e.currentTarget.checked })}
                />
                <Checkbox
                  label="12 weeks or more in arrears"
                  checked={f.twelve_weeks_in_arrears}
                  onChange={(e) => set({ twelve_weeks_in_arrears: e.currentTarget.checked })}
                />
              </>
            )}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Add deduction
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
