/** End clients (docs/api/reference.md): the client's own customer the work is done for. */
import { z } from 'zod';
import { addressSchema, addressViewSchema } from '../address.js';
import { booleanFilter, ownerRefSchema } from './reference-data/common.js';

const fields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  client_id: z.string().uuid('Choose a client'),
  address: addressSchema.nullable(),
  active: z.boolean(),
};

/** The partner is always the client's: no partner_id. */
export const endClientCreateSchema = z.object({
  ...fields,
  address: fields.address.default(null),
  active: fields.active.default(true),
});
export type EndClientCreate = z.infer<typeof endClientCreateSchema>;

export const endClientUpdateSchema = z.object(fields).partial().strict();
export type EndClientUpdate = z.infer<typeof endClientUpdateSchema>;

export const endClientFilters = { client_id: z.string().uuid().optional(), active: booleanFilter };

export const endClientViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  partner: ownerRefSchema,
  client: ownerRefSchema,
  address: addressViewSchema.nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type EndClientView = z.infer<typeof endClientViewSchema>;
