import { TextInput } from '@mantine/core';
import {
  departmentCreateSchema,
  departmentUpdateSchema,
  type DepartmentCreate,
  type DepartmentUpdate,
  type DepartmentView,
} from '@app/domain';
import type { FieldErrors } from '../../../components/forms/server-field-errors';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { ClientPicker, PartnerPicker } from '../../../components/reference/owner-fields';
import { checkWith, useResourceForm, type Checked } from '../../../components/reference/use-resource-form';

export interface DepartmentFormValues {
  name: string;
  code: string;
  partner_id: string;
  client_id: string;
}

export const emptyDepartmentValues = (): DepartmentFormValues => ({
  name: '',
  code: '',
  partner_id: '',
  client_id: '',
});

export const departmentValuesFrom = (d: DepartmentView): DepartmentFormValues => ({
  name: d.name,
  code: d.code ?? '',
  partner_id: d.partner.id,
  client_id: d.client?.id ?? '',
});

const common = (v: DepartmentFormValues) => ({ name: v.name, code: v.code || null, client_id: v.client_id || null });

export function checkCreate(v: DepartmentFormValues, picksPartner: boolean): Checked<DepartmentCreate> {
  const extra: FieldErrors = picksPartner && !v.partner_id && !v.client_id ? { partner_id: 'Choose a partner' } : {};
  const partner_id = picksPartner && !v.client_id ? v.partner_id || undefined : undefined;
  return checkWith(departmentCreateSchema, { ...common(v), partner_id }, extra);
}

export const checkUpdate = (v: DepartmentFormValues): Checked<DepartmentUpdate> =>
  checkWith(departmentUpdateSchema, common(v));

const DEPARTMENT_FIELD_KEYS = ['name', 'code', 'partner_id', 'client_id'];

export function useDepartmentForm<B>(
  initial: () => DepartmentFormValues,
  check: (v: DepartmentFormValues) => Checked<B>,
  save: (b: B) => Promise<void>,
) {
  return useResourceForm<DepartmentFormValues, B>({ initial, check, save, fieldKeys: DEPARTMENT_FIELD_KEYS });
}

interface Props {
  form: ReturnType<typeof useDepartmentForm<unknown>>;
  withPartner?: boolean;
  withClient?: boolean;
  submitLabel: string;
  onCancel?: () => void;
}

export function DepartmentForm({ form, withPartner = false, withClient = true, submitLabel, onCancel }: Props) {
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      {withPartner && <PartnerPicker form={form} />}
      <TextInput label="Name" required {...form.field('name')} />
      <TextInput label="Code" description="A short code for reports, e.g. ENG" {...form.field('code')} />
      {withClient && <ClientPicker form={form} />}
    </ResourceFormFrame>
  );
}
