import { Textarea, TextInput } from '@mantine/core';
import {
  projectCodeCreateSchema,
  projectCodeUpdateSchema,
  type ProjectCodeCreate,
  type ProjectCodeUpdate,
  type ProjectCodeView,
} from '@app/domain';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { checkWith, type Checked } from '../../../components/reference/use-resource-form';
import { ClientPicker } from '../../../components/reference/owner-fields';

export interface ProjectCodeFormValues {
  /** Kept for the shared client picker, which narrows clients by partner (none chosen: all of them). */
  partner_id: string;
  client_id: string;
  code: string;
  description: string;
}

export const emptyProjectCodeValues = (): ProjectCodeFormValues => ({
  partner_id: '',
  client_id: '',
  code: '',
  description: '',
});

export const projectCodeValuesFrom = (c: ProjectCodeView): ProjectCodeFormValues => ({
  partner_id: '',
  client_id: c.client.id,
  code: c.code,
  description: c.description ?? '',
});

const description = (v: ProjectCodeFormValues) => v.description.trim() || null;

export const checkCreate = (v: ProjectCodeFormValues): Checked<ProjectCodeCreate> =>
  checkWith(
    projectCodeCreateSchema,
    { client_id: v.client_id, code: v.code, description: description(v) },
    v.client_id ? {} : { client_id: 'Choose a client' },
  );

export const checkUpdate = (v: ProjectCodeFormValues): Checked<ProjectCodeUpdate> =>
  checkWith(projectCodeUpdateSchema, { code: v.code, description: description(v) });

export function useProjectCodeForm<B>(
  initial: () => ProjectCodeFormValues,
  check: (v: ProjectCodeFormValues) => Checked<B>,
  save: (b: B) => Promise<void>,
) {
  return useFormState<ProjectCodeFormValues, B>({
    initial,
    check,
    save,
    fieldKeys: ['client_id', 'code', 'description'],
  });
}

interface Props {
  form: ReturnType<typeof useProjectCodeForm<unknown>>;
  submitLabel: string;
  /** A code's client never changes (its entries point at it): the picker shows on create only. */
  withClient: boolean;
  onCancel?: () => void;
}

export function ProjectCodeForm({ form, submitLabel, withClient, onCancel }: Props) {
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      {withClient && <ClientPicker form={form} required description="The client whose entries carry this code" />}
      <TextInput label="Code" required {...form.field('code')} />
      <Textarea label="Description" rows={3} {...form.field('description')} />
    </ResourceFormFrame>
  );
}
