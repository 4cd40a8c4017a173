/** Departments (docs/api/reference.md): a client's cost centre an assignment may name. */
import { z } from 'zod';
import { booleanFilter, optionalId, ownerRefSchema, partnerIdField } from './reference-data/common.js';

const fields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  code: z
    .string()
    .trim()
    .max(20, 'At most 20 characters')
    .nullish()
    .transform((v) => v || null),
  client_id: optionalId('Choose a client'),
  active: z.boolean(),
};

export const departmentCreateSchema = z.object({
  ...fields,
  code: fields.code.default(null),
  client_id: fields.client_id.default(null),
  active: fields.active.default(true),
  partner_id: partnerIdField,
});
export type DepartmentCreate = z.infer<typeof departmentCreateSchema>;

export const departmentUpdateSchema = z.object(fields).partial().strict();
export type DepartmentUpdate = z.infer<typeof departmentUpdateSchema>;

export const departmentFilters = { client_id: z.string().uuid().optional(), active: booleanFilter };

export const departmentViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  partner: ownerRefSchema,
  client: ownerRefSchema.nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type DepartmentView = z.infer<typeof departmentViewSchema>;
