/** Workers comp codes (docs/api/reference.md): the platform's NCCI-style class codes. */
import { z } from 'zod';
import { booleanFilter } from './reference-data/common.js';

const fields = {
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9.-]{0,9}$/, 'Use up to 10 letters, digits, dots or hyphens'),
  description: z.string().trim().min(1, 'Description is required').max(200),
  active: z.boolean(),
};

export const workersCompCodeCreateSchema = z.object({ ...fields, active: fields.active.default(true) });
export type WorkersCompCodeCreate = z.infer<typeof workersCompCodeCreateSchema>;

export const workersCompCodeUpdateSchema = z.object(fields).partial().strict();
export type WorkersCompCodeUpdate = z.infer<typeof workersCompCodeUpdateSchema>;

export const workersCompCodeFilters = { active: booleanFilter };

export const workersCompCodeViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  active: z.boolean(),
});
export type WorkersCompCodeView = z.infer<typeof workersCompCodeViewSchema>;
