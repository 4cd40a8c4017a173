import {
  jobCreateSchema,
  jobUpdateSchema,
  type JobClassification,
  type JobCreate,
  type JobUpdate,
  type JobView,
} from '@app/domain';
import type { FieldErrors } from '../../../components/forms/server-field-errors';
import { checkWith, type Checked } from '../../../components/reference/use-resource-form';

export interface JobFormValues {
  title: string;
  description: string;
  classification: JobClassification | '';
  workers_comp_code_id: string;
  salaried: boolean;
  is_travel: boolean;
  partner_id: string;
  client_id: string;
}

export const JOB_FIELD_KEYS = [
  'title',
  'description',
  'classification',
  'workers_comp_code_id',
  'salaried',
  'is_travel',
  'partner_id',
  'client_id',
];

export const emptyJobValues = (): JobFormValues => ({
  title: '',
  description: '',
  classification: '',
  workers_comp_code_id: '',
  salaried: false,
  is_travel: false,
  partner_id: '',
  client_id: '',
});

export const jobValuesFrom = (j: JobView): JobFormValues => ({
  title: j.title,
  description: j.description ?? '',
  classification: j.classification,
  workers_comp_code_id: j.workers_comp_code?.id ?? '',
  salaried: j.salaried,
  is_travel: j.is_travel,
  partner_id: j.partner.id,
  client_id: j.client?.id ?? '',
});

const common = (v: JobFormValues) => ({
  title: v.title,
  description: v.description || null,
  classification: v.classification || undefined,
  workers_comp_code_id: v.workers_comp_code_id || null,
  salaried: v.salaried,
  is_travel: v.is_travel,
  client_id: v.client_id || null,
});

export function checkCreate(v: JobFormValues, picksPartner: boolean): Checked<JobCreate> {
  const extra: FieldErrors = picksPartner && !v.partner_id && !v.client_id ? { partner_id: 'Choose a partner' } : {};
  const partner_id = picksPartner && !v.client_id ? v.partner_id || undefined : undefined;
  return checkWith(jobCreateSchema, { ...common(v), partner_id }, extra);
}

/** Client users keep their own client: the body leaves client_id out. */
export function checkUpdate(v: JobFormValues, withClient: boolean): Checked<JobUpdate> {
  const { client_id, ...rest } = common(v);
  return checkWith(jobUpdateSchema, withClient ? { ...rest, client_id } : rest);
}
