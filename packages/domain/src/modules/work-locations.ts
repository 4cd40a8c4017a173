/** Work locations (docs/api/reference.md): where work is done; the address decides the tax state or province. */
import { z } from 'zod';
import { addressViewSchema } from '../address.js';
import {
  booleanFilter,
  optionalId,
  ownerRefSchema,
  partnerIdField,
  timezoneSchema,
  verifiableAddressSchema,
} from './reference-data/common.js';

const fields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  client_id: optionalId('Choose a client'),
  address: verifiableAddressSchema,
  timezone: timezoneSchema,
  is_remote: z.boolean(),
  active: z.boolean(),
};

/** `address_confirmed`: the caller has seen the suggested address and keeps theirs (spec section 8). */
export const workLocationCreateSchema = z.object({
  ...fields,
  client_id: fields.client_id.default(null),
  is_remote: fields.is_remote.default(false),
  active: fields.active.default(true),
  partner_id: partnerIdField,
  address_confirmed: z.boolean().default(false),
});
export type WorkLocationCreate = z.infer<typeof workLocationCreateSchema>;

export const workLocationUpdateSchema = z
  .object({ ...fields, address_confirmed: z.boolean() })
  .partial()
  .strict();
export type WorkLocationUpdate = z.infer<typeof workLocationUpdateSchema>;

export const workLocationFilters = { client_id: z.string().uuid().optional(), active: booleanFilter };

export const workLocationViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  partner: ownerRefSchema,
  client: ownerRefSchema.nullable(),
  address: addressViewSchema,
  timezone: z.string(),
  is_remote: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
});
export type WorkLocationView = z.infer<typeof workLocationViewSchema>;
