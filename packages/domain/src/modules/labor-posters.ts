/**
 * Labor posters (issue 15; decision 0076): the workplace posters a US state, a Canadian province or the
 * federal government requires employers to show, uploaded by platform staff as PDFs. A worker sees the
 * posters of the states and provinces of its assignments' work locations, and the federal ones of their
 * countries; staff and partners see all of them.
 */
import { z } from 'zod';
import { CA_PROVINCES, COUNTRIES, US_STATES } from '../address.js';
import type { AccessSubject } from '../capabilities.js';
import { isAdminLike } from '../roles.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars, base64ContentSchema, uploadFilenameSchema } from '../validators.js';
import { namedRefSchema } from './timesheets/contracts.js';

export const LABOR_POSTER_STATUSES = ['active', 'archived'] as const;
export const LABOR_POSTER_SORTS = ['region', 'title', 'created_at'] as const;

/** Staff upload and archive posters (they are the same law for every partner). */
export const keepsLaborPosters = (s: Pick<AccessSubject, 'userType'>) => isAdminLike(s.userType);

/** 'Texas', 'Ontario', 'Federal (US)'. */
export function jurisdictionName(country: (typeof COUNTRIES)[number], region: string | null): string {
  if (region === null) return country === 'US' ? 'Federal (US)' : 'Federal (Canada)';
  const list = country === 'US' ? US_STATES : CA_PROVINCES;
  return list.find((r) => r.value === region)?.label ?? region;
}

/** POST /v2/labor_posters: region null is the country's federal poster. */
export const laborPosterCreateSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Name the poster, e.g. "Minimum wage"')
      .max(160)
      .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE),
    country: z.enum(COUNTRIES),
    region: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'A two-letter state or province code')
      .nullable()
      .default(null),
    filename: uploadFilenameSchema,
    content_base64: base64ContentSchema,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.region === null) return;
    const list = v.country === 'US' ? US_STATES : CA_PROVINCES;
    if (!list.some((r) => r.value === v.region))
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: v.country === 'US' ? 'Not a US state' : 'Not a Canadian province or territory',
      });
  });
export type LaborPosterCreate = z.infer<typeof laborPosterCreateSchema>;
export type LaborPosterCreateInput = z.input<typeof laborPosterCreateSchema>;

export const laborPosterViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  country: z.enum(COUNTRIES),
  /** The state or province; null: federal. */
  region: z.string().nullable(),
  jurisdiction: z.string(),
  filename: z.string(),
  size_bytes: z.number().int(),
  status: z.enum(LABOR_POSTER_STATUSES),
  uploaded_by: namedRefSchema.nullable(),
  created_at: z.string(),
});
export type LaborPosterView = z.infer<typeof laborPosterViewSchema>;

export const laborPosterFilters = {
  status: z.enum(LABOR_POSTER_STATUSES).default('active'),
  country: z.enum(COUNTRIES).optional(),
  region: z
    .string()
    .regex(/^[A-Z]{2}$/, 'A two-letter state or province code')
    .optional(),
};
