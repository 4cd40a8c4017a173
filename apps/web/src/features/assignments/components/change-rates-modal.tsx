import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BILL_RATE_FIELDS, PAY_RATE_FIELDS, type RateField } from '@app/domain';
import { FormError } from '../../../components/forms/form-error';
import { useFormState } from '../../../components/forms/use-form-state';
import { toast } from '../../../lib/notify';
import type { AssignmentRow } from '../api/assignment-types';
import { useCreateAssignmentRate, type RateChangeBody } from '../api/create-assignment-rate';
import { RATE_LABELS, shownRateFields, shownSides } from './rate-format';

interface Props {
  assignment: AssignmentRow;
  opened: boolean;
  onClose: () => void;
}

/** The date and reason, and each rate as typed (empty: not sent). */
type RateChangeValues = { effective_date: string; reason: string } & Record<RateField, string>;

const EMPTY = {
  effective_date: '',
  reason: '',
  ...Object.fromEntries([...PAY_RATE_FIELDS, ...BILL_RATE_FIELDS].map((f) => [f, ''])),
} as RateChangeValues;

/**
 * "Change rates": a new effective-dated row. Only the fields typed are sent; premium rates left
 * empty follow the new base rate through the partner's multipliers, the rest carries over.
 */
export function ChangeRatesModal({ assignment: a, opened, onClose }: Props) {
  const sides = shownSides(a);
  const fields = shownRateFields(sides, a.job.salaried);
  const save = useCreateAssignmentRate(a.id);
  const form = useFormState<RateChangeValues, RateChangeBody>({
    initial: () => EMPTY,
    // The API checks the rates; a 422 stands beside the field it names.
    check: (v) => {
      const typed = Object.fromEntries(fields.flatMap((f) => (v[f].trim() ? [[f, v[f]]] : [])));
      return {
        body: { assignment_id: a.id, effective_date: v.effective_date, reason: v.reason.trim() || null, ...typed },
        errors: null,
      };
    },
    save: async (body) => {
      await save.mutateAsync(body);
      toast.success('Rates changed');
      // The modal stays mounted between openings: the next change starts empty.
      form.replaceValues(EMPTY);
      onClose();
    },
    fieldKeys: ['effective_date', 'reason', ...fields],
  });
  const { values } = form;

  return (
    <Modal opened={opened} onClose={onClose} title="Change rates" size="lg">
      <form onSubmit={form.submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            The new rates apply from the effective date; earlier rates stay as they were. Leave a premium rate empty to
            derive it from the new base rate.
          </Text>
          <FormError message={form.error} />
          <Group grow>
            <TextInput label="Effective date" type="date" required {...form.field('effective_date')} />
            <TextInput label="Reason" {...form.field('reason')} />
          </Group>
          <SimpleGrid cols={2}>
            {fields.map((f) => (
              <TextInput
                key={f}
                label={`New ${RATE_LABELS[f].toLowerCase()}`}
                inputMode="decimal"
                placeholder={a[f] ?? ''}
                {...form.field(f)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.pending} disabled={!values.effective_date}>
              Save rates
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
