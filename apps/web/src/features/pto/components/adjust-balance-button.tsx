import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ptoAdjustmentSchema } from '@app/domain';
import { useState } from 'react';
import { FormError } from '../../auth/components/form-error';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useAdjustBalance } from '../api/pto';
import { hoursText } from './hours';

const today = () => new Date().toISOString().slice(0, 10);

/** Adds (or with a minus, removes) hours from one contractor's balance, with the reason on the ledger. */
export function AdjustBalanceButton({
  ruleId,
  contractor,
}: {
  ruleId: string;
  contractor: { id: string; name: string };
}) {
  const adjust = useAdjustBalance(ruleId);
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState('');
  const [note, setNote] = useState('');
  const [date, setDate] = useState(today());
  const [tried, setTried] = useState(false);
  const h = hours.trim();
  const minutes = /^-?\d+(\.\d+)?$/.test(h) ? Math.round(Number(h) * 60) : Number.NaN;
  const parsed = ptoAdjustmentSchema.safeParse({ contractor_id: contractor.id, minutes, effective_date: date, note });
  const issue = (key: string) =>
    tried && !parsed.success ? (parsed.error.issues.find((i) => i.path[0] === key)?.message ?? null) : null;
  const close = () => {
    if (adjust.isPending) return;
    adjust.reset();
    setOpen(false);
  };
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    try {
      const r = await adjust.mutateAsync(parsed.data);
      toast.success(`${contractor.name}'s balance is now ${hoursText(r.balance_minutes)}`);
      setHours('');
      setNote('');
      setTried(false);
      setOpen(false);
    } catch {
      // Shown in the modal from the mutation's error.
    }
  };
  const error = adjust.isError ? toApiError(adjust.error) : null;
  return (
    <>
      <Button variant="subtle" onClick={() => setOpen(true)}>
        Adjust
      </Button>
      <Modal opened={open} onClose={close} title={`Adjust ${contractor.name}'s balance`} centered>
        <form onSubmit={(e) => void save(e)} noValidate aria-label="Adjust balance">
          <Stack>
            {error && !error.silent && <FormError message={error.message} />}
            <Text size="sm" c="dimmed">
              Positive hours add to the balance, negative hours remove from it. The cap does not apply.
            </Text>
            <TextInput
              label="Hours"
              required
              inputMode="decimal"
              value={hours}
              onChange={(e) => setHours(e.currentTarget.value)}
              error={issue('minutes')}
            />
            <TextInput
              label="Effective date"
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
              error={issue('effective_date')}
            />
            <TextInput
              label="Reason"
              required
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={issue('note')}
            />
            <Button type="submit" loading={adjust.isPending}>
              Save adjustment
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
