import { Checkbox, Group, Select, Textarea, TextInput } from '@mantine/core';
import {
  ENUM_LABELS,
  JOB_CLASSIFICATIONS,
  CANADA_CLASSIFICATIONS,
  canCreateSalariedJobs,
  canUseCanada,
  type AccessSubject,
} from '@app/domain';
import { useMemo } from 'react';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { ClientPicker, PartnerPicker } from '../../../components/reference/owner-fields';
import type { useResourceForm } from '../../../components/reference/use-resource-form';
import { useWorkersCompCodes } from '../../../components/reference/workers-comp-codes';
import type { JobFormValues } from './job-form-values';

/** Classifications this user may pick: Canada ones only for staff or a Canada-enabled partner (section 1). */
export const classificationOptions = (s: AccessSubject) =>
  JOB_CLASSIFICATIONS.filter((c) => canUseCanada(s) || !CANADA_CLASSIFICATIONS.includes(c)).map((c) => ({
    value: c,
    label: ENUM_LABELS.jobClassification[c],
  }));

interface Props {
  form: ReturnType<typeof useResourceForm<JobFormValues, unknown>>;
  subject: AccessSubject;
  withPartner?: boolean;
  withClient?: boolean;
  submitLabel: string;
  onCancel?: () => void;
}

export function JobForm({ form, subject, withPartner = false, withClient = true, submitLabel, onCancel }: Props) {
  const { values } = form;
  const codes = useWorkersCompCodes();
  // Archived codes are not offered, unless the job already has one.
  const codeOptions = useMemo(
    () =>
      (codes.data?.data ?? [])
        .filter((c) => c.active || c.id === values.workers_comp_code_id)
        .map((c) => ({ value: c.id, label: `${c.code} — ${c.description}` })),
    [codes.data, values.workers_comp_code_id],
  );
  const classifications = useMemo(() => classificationOptions(subject), [subject]);
  // A job already salaried stays visible as such; only those who may add salary can set it.
  const showSalaried = canCreateSalariedJobs(subject) || values.salaried;
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      {withPartner && <PartnerPicker form={form} />}
      <TextInput label="Title" required {...form.field('title')} />
      <Textarea
        label="Description"
        // Not autosize: it measures fonts the test DOM lacks, and a fixed box reads fine here.
        rows={3}
        {...form.field('description')}
      />
      <Group grow align="flex-start">
        <Select
          label="Classification"
          required
          data={classifications}
          value={values.classification || null}
          onChange={(next) => form.set('classification', (next ?? '') as JobFormValues['classification'])}
          error={form.fieldError('classification')}
        />
        <Select
          label="Workers comp code"
          data={codeOptions}
          searchable
          clearable
          placeholder={codes.isPending ? 'Loading codes…' : 'None'}
          value={values.workers_comp_code_id || null}
          onChange={(next) => form.set('workers_comp_code_id', next ?? '')}
          error={form.fieldError('workers_comp_code_id')}
        />
      </Group>
      {withClient && <ClientPicker form={form} description="Leave empty for a job any client may use" />}
      {showSalaried && (
        <Checkbox
          label="Salaried (annual salary instead of hourly rates)"
          {...form.field('salaried', { type: 'checkbox' })}
          disabled={!canCreateSalariedJobs(subject)}
        />
      )}
      <Checkbox label="Travel job" {...form.field('is_travel', { type: 'checkbox' })} />
    </ResourceFormFrame>
  );
}
