import { Alert, Select, Switch, TextInput, Textarea } from '@mantine/core';
import {
  REVIEW_KINDS,
  REVIEW_KIND_LABELS,
  reviewTypeCreateSchema,
  type ReviewTypeCreateInput,
  type ReviewTypeView,
} from '@app/domain';
import { checkedOf } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';

interface Values {
  name: string;
  kind: string;
  description: string;
  criteria: string;
  active: boolean;
}

const FIELD_KEYS = ['name', 'kind', 'description', 'criteria', 'active'];
const KINDS = REVIEW_KINDS.map((value) => ({ value, label: REVIEW_KIND_LABELS[value] }));

/** One criterion a line: "Label" or "Label: what it means". */
export const criteriaText = (t: Pick<ReviewTypeView, 'criteria'>) =>
  t.criteria.map((c) => (c.description ? `${c.label}: ${c.description}` : c.label)).join('\n');

function criteriaOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return at < 0
        ? { label: line, description: null }
        : { label: line.slice(0, at).trim(), description: line.slice(at + 1).trim() || null };
    });
}

/** Create or edit a review type (staff); a type a review uses keeps its kind and criteria. */
export function ReviewTypeForm({
  type,
  submitLabel,
  onSave,
  onCancel,
}: {
  type?: ReviewTypeView;
  submitLabel: string;
  onSave: (body: ReviewTypeCreateInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const frozen = type?.frozen ?? false;
  const form = useFormState<Values, ReviewTypeCreateInput>({
    initial: () => ({
      name: type?.name ?? '',
      kind: type?.kind ?? '',
      description: type?.description ?? '',
      criteria: type ? criteriaText(type) : '',
      active: type?.active ?? true,
    }),
    check: (v) => {
      const checked = checkedOf(
        reviewTypeCreateSchema.safeParse({ ...v, criteria: criteriaOf(v.criteria) }),
        v.kind ? {} : { kind: 'Choose the kind' },
      );
      // The schema names a criterion's line (criteria.1.label); the form has one box for them all.
      if (checked.errors) {
        const line = Object.entries(checked.errors).find(([k]) => k.startsWith('criteria.'));
        if (line) checked.errors.criteria ??= line[1];
      }
      return checked;
    },
    save: onSave,
    fieldKeys: FIELD_KEYS,
  });
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      {frozen && (
        <Alert color="blue" variant="light">
          {type?.review_count === 1 ? 'A review uses' : `${type?.review_count} reviews use`} this type: its kind and
          criteria are frozen. Create a new review type to change them.
        </Alert>
      )}
      <TextInput label="Name" required maxLength={80} {...form.field('name')} />
      <Select
        label="Kind"
        required
        data={KINDS}
        disabled={frozen}
        value={form.values.kind || null}
        onChange={(v) => form.set('kind', v ?? '')}
        error={form.fieldError('kind')}
      />
      <Textarea label="Description" rows={2} maxLength={500} {...form.field('description')} />
      <Textarea
        label="Criteria"
        description="One a line, each rated 1–5 — “Label” or “Label: what it means”"
        required
        rows={4}
        disabled={frozen}
        {...form.field('criteria')}
      />
      <Switch label="Active (offered when writing a review)" {...form.field('active', { type: 'checkbox' })} />
    </ResourceFormFrame>
  );
}
