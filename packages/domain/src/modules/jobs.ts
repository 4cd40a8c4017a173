/** Jobs (docs/api/reference.md): title, classification, workers comp code, salaried, travel. */
import { z } from 'zod';
import { JOB_CLASSIFICATIONS } from '../enums.js';
import { booleanFilter, optionalId, ownerRefSchema, partnerIdField } from './reference-data/common.js';

const fields = {
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z
    .string()
    .trim()
    .max(4000)
    .nullish()
    .transform((v) => v || null),
  classification: z.enum(JOB_CLASSIFICATIONS, 'Choose a classification'),
  workers_comp_code_id: optionalId('Choose a workers comp code'),
  salaried: z.boolean(),
  is_travel: z.boolean(),
  client_id: optionalId('Choose a client'),
  active: z.boolean(),
};

export const jobCreateSchema = z.object({
  ...fields,
  description: fields.description.default(null),
  workers_comp_code_id: fields.workers_comp_code_id.default(null),
  salaried: fields.salaried.default(false),
  is_travel: fields.is_travel.default(false),
  client_id: fields.client_id.default(null),
  active: fields.active.default(true),
  partner_id: partnerIdField,
});
export type JobCreate = z.infer<typeof jobCreateSchema>;

export const jobUpdateSchema = z.object(fields).partial().strict();
export type JobUpdate = z.infer<typeof jobUpdateSchema>;

export const jobFilters = {
  client_id: z.string().uuid().optional(),
  active: booleanFilter,
  classification: z.enum(JOB_CLASSIFICATIONS).optional(),
};

export const workersCompCodeRefSchema = z.object({ id: z.string(), code: z.string(), description: z.string() });
export type WorkersCompCodeRef = z.infer<typeof workersCompCodeRefSchema>;

export const jobViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  classification: z.enum(JOB_CLASSIFICATIONS),
  workers_comp_code: workersCompCodeRefSchema.nullable(),
  salaried: z.boolean(),
  is_travel: z.boolean(),
  partner: ownerRefSchema,
  client: ownerRefSchema.nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** How the spec shows a classification: 'W-2' for w-2, the others humanised. */
export const CLASSIFICATION_LABELS: Record<(typeof JOB_CLASSIFICATIONS)[number], string> = {
  'w-2': 'W-2',
  independent_contractor: 'Independent contractor',
  international_ic: 'International IC',
  international_eor: 'International EOR',
  canada_t4: 'Canada T4',
};
