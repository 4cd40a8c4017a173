import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { NEW_RATE_SETTING_KINDS, RATE_SETTING_LABELS, type RateSettingKind } from '@app/domain';
import { useState } from 'react';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { toast } from '../../../lib/notify';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { useCreateRate } from '../api/create-rate';

const FIELDS = new Set(['kind', 'partner_id', 'region', 'workers_comp_code', 'effective_date', 'value', 'note']);

/** A new effective-dated row. Rows are never edited: a correction is a new row from its date. */
export function AddRateForm({ onDone }: { onDone: () => void }) {
  const [kind, setKind] = useState<RateSettingKind | null>(null);
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [region, setRegion] = useState('');
  const [code, setCode] = useState('');
  const [date, setDate] = useState('');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  const partners = usePartnerOptions();
  const create = useCreateRate();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!kind) return;
    create.mutate(
      {
        kind,
        partner_id: partnerId,
        region: region.trim() || null,
        workers_comp_code: code.trim() || null,
        effective_date: date,
        value: value.trim(),
        note: note.trim() || null,
      },
      {
        onSuccess: () => {
          toast.success('Rate added');
          onDone();
        },
        onError: (err) => {
          const split = splitServerErrors(err, FIELDS);
          setErrors(split.fields);
          setTopError(split.error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add rate">
      <Stack>
        {topError && (
          <Alert color="red" variant="light" role="alert">
            {topError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Kind"
            required
            // Legacy kinds (a combined FICA rate) still list but take no new rows.
            data={NEW_RATE_SETTING_KINDS.map((k) => ({ value: k, label: RATE_SETTING_LABELS[k] }))}
            value={kind}
            onChange={(v) => setKind(v as RateSettingKind | null)}
            error={errors.kind}
          />
          <Select
            label="Partner"
            placeholder="All partners"
            clearable
            data={partners.data ?? []}
            value={partnerId}
            onChange={setPartnerId}
            error={errors.partner_id}
          />
          <TextInput
            label="State or province"
            placeholder="All"
            maxLength={2}
            value={region}
            onChange={(e) => setRegion(e.currentTarget.value)}
            error={errors.region}
          />
          {kind === 'workers_comp_per_100' && (
            <TextInput
              label="Workers comp code"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={errors.workers_comp_code}
            />
          )}
          <TextInput
            label="Effective date"
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.effective_date}
          />
          <TextInput
            label="Value"
            required
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={errors.value}
          />
          <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={errors.note} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!kind || !date || !value.trim()}>
            Add rate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
