import { Button, Modal, Text, TextInput } from '@mantine/core';
import { ptoAdjustmentSchema, type PtoAdjustment } from '@app/domain';
import { useState } from 'react';
import { todayIso } from '../../../components/data-list/format';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import type { FieldErrors } from '../../../components/forms/server-field-errors';
import { useFormState } from '../../../components/forms/use-form-state';
import { toast } from '../../../lib/notify';
import { useAdjustBalance } from '../api/adjust-balance';
import { hoursText } from '../../../components/hours';

interface AdjustValues {
  hours: string;
  effective_date: string;
  note: string;
}

const SIGNED_HOURS = /^-?\d+(\.\d+)?$/;

/** Hours as typed → the API's signed minutes; the schema's `minutes` errors stand beside Hours. */
function checkAdjustment(contractorId: string, v: AdjustValues): Checked<PtoAdjustment> {
  const h = v.hours.trim();
  const minutes = SIGNED_HOURS.test(h) ? Math.round(Number(h) * 60) : Number.NaN;
  const extra: FieldErrors =
    h === ''
      ? { minutes: 'Enter hours to add or remove' }
      : SIGNED_HOURS.test(h)
        ? {}
        : { minutes: 'Enter hours as a number, such as 2.5 or -4' };
  return checkedOf(
    ptoAdjustmentSchema.safeParse({
      contractor_id: contractorId,
      minutes,
      effective_date: v.effective_date,
      note: v.note,
    }),
    extra,
  );
}

function AdjustForm({
  ruleId,
  contractor,
  onClose,
}: {
  ruleId: string;
  contractor: { id: string; name: string };
  onClose: () => void;
}) {
  const adjust = useAdjustBalance(ruleId);
  const form = useFormState<AdjustValues, PtoAdjustment>({
    initial: () => ({ hours: '', effective_date: todayIso(), note: '' }),
    check: (v) => checkAdjustment(contractor.id, v),
    save: async (body) => {
      const r = await adjust.mutateAsync(body);
      toast.success(`${contractor.name}'s balance is now ${hoursText(r.balance_minutes)}`);
      onClose();
    },
    fieldKeys: ['minutes', 'effective_date', 'note'],
    alsoClears: { hours: ['minutes'] },
  });
  return (
    <ResourceFormFrame form={form} submitLabel="Save adjustment" onCancel={onClose}>
      <Text size="sm" c="dimmed">
        Positive hours add to the balance, negative hours remove from it. The cap does not apply.
      </Text>
      <TextInput
        label="Hours"
        required
        inputMode="decimal"
        {...form.field('hours')}
        error={form.fieldError('minutes')}
      />
      <TextInput label="Effective date" type="date" required {...form.field('effective_date')} />
      <TextInput label="Reason" required {...form.field('note')} />
    </ResourceFormFrame>
  );
}

/** Adds (or with a minus, removes) hours from one contractor's balance, with the reason on the ledger. */
export function AdjustBalanceButton({
  ruleId,
  contractor,
}: {
  ruleId: string;
  contractor: { id: string; name: string };
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="subtle" onClick={() => setOpen(true)}>
        Adjust
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Adjust ${contractor.name}'s balance`} centered>
        {/* Mounted per opening: each adjustment starts from empty fields and today's date. */}
        {open && <AdjustForm ruleId={ruleId} contractor={contractor} onClose={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
