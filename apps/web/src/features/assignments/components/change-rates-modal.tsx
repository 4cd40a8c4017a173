import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { RateField } from '@app/domain';
import { useState } from 'react';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { toast } from '../../../lib/notify';
import type { AssignmentRow } from '../api/assignment-types';
import { useCreateAssignmentRate } from '../api/create-assignment-rate';
import { RATE_LABELS, shownRateFields, shownSides } from './rate-format';

interface Props {
  assignment: AssignmentRow;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Change rates": a new effective-dated row. Only the fields typed are sent; premium rates left
 * empty follow the new base rate through the partner's multipliers, the rest carries over.
 */
export function ChangeRatesModal({ assignment: a, opened, onClose }: Props) {
  const sides = shownSides(a);
  const fields = shownRateFields(sides, a.job.salaried);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [values, setValues] = useState<Partial<Record<RateField, string>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  const save = useCreateAssignmentRate(a.id);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const typed = Object.fromEntries(Object.entries(values).filter(([, v]) => v && v.trim() !== ''));
    save.mutate(
      { assignment_id: a.id, effective_date: date, reason: reason.trim() || null, ...typed },
      {
        onSuccess: () => {
          toast.success('Rates changed');
          setValues({});
          setDate('');
          setReason('');
          onClose();
        },
        onError: (err) => {
          const split = splitServerErrors(err, new Set(['effective_date', 'reason', ...fields]));
          setErrors(split.fields);
          setTopError(split.error.message);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Change rates" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            The new rates apply from the effective date; earlier rates stay as they were. Leave a premium rate empty to
            derive it from the new base rate.
          </Text>
          {topError && (
            <Alert color="red" variant="light" role="alert">
              {topError}
            </Alert>
          )}
          <Group grow>
            <TextInput
              label="Effective date"
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
              error={errors.effective_date}
            />
            <TextInput
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={errors.reason}
            />
          </Group>
          <SimpleGrid cols={2}>
            {fields.map((f) => (
              <TextInput
                key={f}
                label={`New ${RATE_LABELS[f].toLowerCase()}`}
                inputMode="decimal"
                placeholder={a[f] ?? ''}
                value={values[f] ?? ''}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setValues((prev) => ({ ...prev, [f]: v }));
                }}
                error={errors[f]}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!date}>
              Save rates
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
