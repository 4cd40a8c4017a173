/** End clients (docs/api/reference.md): the client's own customer the work is done for. */
import { z } from 'zod';
import { addressSchema } from '../../address.js';
import { booleanFilter } from './common.js';
import type { AddressView, OwnerRef } from './common.js';

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

export interface EndClientView {
  id: string;
  name: string;
  partner: OwnerRef;
  client: OwnerRef;
  address: AddressView | null;
  active: boolean;
  created_at: string;
}
