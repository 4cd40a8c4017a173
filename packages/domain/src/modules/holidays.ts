/**
 * Holidays per employer: the platform ('platform', EOR work) or a self-employer partner
 * (its id). Staff keep the platform's list; a self-employer partner keeps its own and reads the
 * platform's; other partners read the platform's (decision 0022).
 */
import { z } from 'zod';
import { CA_PROVINCES, COUNTRIES, US_STATES, type Country } from '../address.js';
import { canSeePayroll, type AccessSubject } from '../capabilities.js';
import { isAdminLike } from '../roles.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../validators.js';
import { calendarDateSchema } from './timesheets/contracts.js';

export const PLATFORM_EMPLOYER_KEY = 'platform';
/** 'platform' or a partner id. */
export const employerKeySchema = z.union([z.literal(PLATFORM_EMPLOYER_KEY), z.string().uuid()], {
  error: "Choose 'platform' or a partner",
});

/** 1900–2999: Postgres has no year 0. */
const isoDate = calendarDateSchema();
const regionsOf: Record<Country, readonly string[]> = {
  US: US_STATES.map((s) => s.value),
  CA: CA_PROVINCES.map((p) => p.value),
};

const holidayFields = {
  country: z.enum(COUNTRIES),
  /** A state or province; null: the whole country. */
  region: z
    .string()
    .trim()
    .toUpperCase()
    .nullable()
    .transform((v) => (v ? v : null)),
  date: isoDate,
  name: z.string().trim().min(1, 'Name the holiday').max(100).refine(hasNoControlChars, CONTROL_CHARS_MESSAGE),
};

const regionIssue = (country: Country | undefined, region: string | null | undefined) =>
  country && region && !regionsOf[country].includes(region)
    ? country === 'US'
      ? 'Choose a US state'
      : 'Choose a Canadian province or territory'
    : null;

export const holidayCreateSchema = z
  .object({
    employer_key: employerKeySchema.default(PLATFORM_EMPLOYER_KEY),
    ...holidayFields,
    region: holidayFields.region.default(null),
  })
  .strict()
  .superRefine((b, ctx) => {
    const issue = regionIssue(b.country, b.region);
    if (issue) ctx.addIssue({ code: 'custom', path: ['region'], message: issue });
  });
export type HolidayCreate = z.infer<typeof holidayCreateSchema>;
export type HolidayCreateInput = z.input<typeof holidayCreateSchema>;

export const holidayUpdateSchema = z.object(holidayFields).partial().strict();
export type HolidayUpdate = z.infer<typeof holidayUpdateSchema>;
/** The region rule on an update merged onto the stored holiday. */
export const holidayRegionIssue = regionIssue;

export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;
const yearSchema = z.coerce
  .number()
  .int()
  .min(HOLIDAY_YEAR_MIN, `Choose a year from ${HOLIDAY_YEAR_MIN}`)
  .max(HOLIDAY_YEAR_MAX, `Choose a year up to ${HOLIDAY_YEAR_MAX}`);

export const holidaySeedSchema = z
  .object({
    year: yearSchema,
    employer_key: employerKeySchema.default(PLATFORM_EMPLOYER_KEY),
    countries: z.array(z.enum(COUNTRIES)).min(1).default(['US', 'CA']),
  })
  .strict();
export type HolidaySeed = z.infer<typeof holidaySeedSchema>;

export const holidayFilters = {
  employer_key: employerKeySchema.optional(),
  year: yearSchema.optional(),
  country: z.enum(COUNTRIES).optional(),
  region: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{0,3}$/, 'Give a state or province code')
    .optional(),
};
export const HOLIDAY_SORTS = ['date', 'name', 'country'] as const;

export const holidayViewSchema = z.object({
  id: z.string(),
  employer_key: z.string(),
  country: z.enum(COUNTRIES),
  region: z.string().nullable(),
  date: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type HolidayView = z.infer<typeof holidayViewSchema>;

/** An employer whose holidays the caller reads, and whether it may change them. */
export const holidayEmployerViewSchema = z.object({ key: z.string(), name: z.string(), can_edit: z.boolean() });
export type HolidayEmployerView = z.infer<typeof holidayEmployerViewSchema>;

export const holidaySeedResultSchema = z.object({ inserted: z.number().int(), skipped: z.number().int() });
export type HolidaySeedResult = z.infer<typeof holidaySeedResultSchema>;

/** Changing the platform's holidays: platform staff. */
export const canEditPlatformHolidays = (s: AccessSubject) => isAdminLike(s.userType);
/** Changing a self-employer partner's own holidays: its users with the payroll roles. */
export const canEditOwnHolidays = (s: AccessSubject) =>
  s.userType === 'partner' && s.partner?.self_employer === true && canSeePayroll(s);
