import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { NEW_RATE_SETTING_KINDS, RATE_SETTING_LABELS, type RateSettingCreate, type RateSettingKind } from '@app/domain';
import type { Checked } from '../../../components/forms/checked';
import { FormError } from '../../../components/forms/form-error';
import { useFormState } from '../../../components/forms/use-form-state';
import { toast } from '../../../lib/notify';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { useCreateRate } from '../api/create-rate';

const FIELD_KEYS = ['kind', 'partner_id', 'region', 'workers_comp_code', 'effective_date', 'value', 'note'];

interface RateValues {
  kind: RateSettingKind | null;
  partner_id: string | null;
  region: string;
  workers_comp_code: string;
  effective_date: string;
  value: string;
  note: string;
}

const EMPTY: RateValues = {
  kind: null,
  partner_id: null,
  region: '',
  workers_comp_code: '',
  effective_date: '',
  value: '',
  note: '',
};

/**
 * The body as typed; the API checks the rest and its 422 stands beside each field. Submit stays
 * disabled until a kind, a date and a value are there, so a missing kind never reaches the check.
 */
function checkRate(v: RateValues): Checked<RateSettingCreate> {
  if (!v.kind) return { body: null, errors: {} };
  return {
    body: {
      kind: v.kind,
      partner_id: v.partner_id,
      region: v.region.trim() || null,
      workers_comp_code: v.workers_comp_code.trim() || null,
      effective_date: v.effective_date,
      value: v.value.trim(),
      note: v.note.trim() || null,
    },
    errors: null,
  };
}

/** A new effective-dated row. Rows are never edited: a correction is a new row from its date. */
export function AddRateForm({ onDone }: { onDone: () => void }) {
  const partners = usePartnerOptions();
  const create = useCreateRate();
  const form = useFormState<RateValues, RateSettingCreate>({
    initial: () => EMPTY,
    check: checkRate,
    save: async (body) => {
      await create.mutateAsync(body);
      toast.success('Rate added');
      onDone();
    },
    fieldKeys: FIELD_KEYS,
  });
  const { values } = form;

  return (
    <form onSubmit={form.submit} noValidate aria-label="Add rate">
      <Stack>
        <FormError message={form.error} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Kind"
            required
            // Legacy kinds (a combined FICA rate) still list but take no new rows.
            data={NEW_RATE_SETTING_KINDS.map((k) => ({ value: k, label: RATE_SETTING_LABELS[k] }))}
            value={values.kind}
            onChange={(v) => form.set('kind', v as RateSettingKind | null)}
            error={form.fieldError('kind')}
          />
          <Select
            label="Partner"
            placeholder="All partners"
            clearable
            data={partners.data ?? []}
            value={values.partner_id}
            onChange={(v) => form.set('partner_id', v)}
            error={form.fieldError('partner_id')}
          />
          {values.kind === 'international_employer_cost_percent' ? (
            <TextInput label="Country" placeholder="GB" required maxLength={2} {...form.field('region')} />
          ) : (
            <TextInput label="State or province" placeholder="All" maxLength={2} {...form.field('region')} />
          )}
          {values.kind === 'workers_comp_per_100' && (
            <TextInput label="Workers comp code" {...form.field('workers_comp_code')} />
          )}
          <TextInput label="Effective date" type="date" required {...form.field('effective_date')} />
          <TextInput label="Value" required inputMode="decimal" {...form.field('value')} />
          <TextInput label="Note" {...form.field('note')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={form.pending}
            disabled={!values.kind || !values.effective_date || !values.value.trim()}
          >
            Add rate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
