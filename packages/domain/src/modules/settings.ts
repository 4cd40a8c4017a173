/**
 * Platform settings as the admin's screen and a partner's white-label overrides read them
 * (GET /v2/platform_settings, /v2/partners/:partnerId/settings). Each key's value has the shape of
 * its default; a list setting holds free-form rows (each validated as a non-empty list of objects).
 */
import { z } from 'zod';

const settingRows = z.array(z.record(z.string(), z.unknown()));

/** Every platform setting with its effective value (defaults, then the admin's, then a partner's). */
export const platformSettingsSchema = z.object({
  brand_name: z.string(),
  support_email: z.string(),
  help_center_url: z.string(),
  contractor_help_center_url: z.string(),
  tos_url: z.string(),
  privacy_url: z.string(),
  technology_platform_website: z.string(),
  technology_platform_company: z.string(),
  enabled_email_code_verification: z.boolean(),
  est_offset_hours: z.number(),
  scorm_completed_status: z.string(),
  scorm_passed_status: z.string(),
  platform_currencies: settingRows,
  adjustment_types: settingRows,
  job_category_rules: settingRows,
  benefit_dependent_genders: settingRows,
  benefit_dependent_relationships: settingRows,
});
export type PlatformSettingsView = z.infer<typeof platformSettingsSchema>;
export const platformSettingKeySchema = platformSettingsSchema.keyof();

/** A partner's overrides: only the keys the partner overrides are present. */
export const partnerOverridesSchema = platformSettingsSchema.partial();

/** GET /v2/partners/:partnerId/settings: what applies, what the partner overrides, and what the caller may edit. */
export const partnerSettingsViewSchema = z.object({
  effective: platformSettingsSchema,
  overrides: partnerOverridesSchema,
  editable: z.array(platformSettingKeySchema),
});
export type PartnerSettingsView = z.infer<typeof partnerSettingsViewSchema>;

/** PUT/DELETE /v2/partners/:partnerId/settings/:key: the partner's overrides after the change. */
export const partnerOverridesViewSchema = z.object({ overrides: partnerOverridesSchema });
