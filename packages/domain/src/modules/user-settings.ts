/** The signed-in user's theme and time zone (/v2/user_settings). */
import { z } from 'zod';
import { changesSomething } from '../validators.js';

export const THEMES = ['light', 'dark', 'auto'] as const;
export type ThemePreference = (typeof THEMES)[number];
/** Dates show in the platform's zone unless the user picks another. */
export const DEFAULT_TIMEZONE = 'America/New_York';

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const userSettingsSchema = z.object({
  theme: z.enum(THEMES),
  timezone: z.string(),
  updated_at: z.string().nullable(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const userSettingsUpdateSchema = z
  .object({
    theme: z.enum(THEMES, 'Choose light, dark or auto'),
    timezone: z.string().trim().max(64).refine(isValidTimeZone, 'Choose a valid time zone'),
  })
  .partial()
  .strict()
  .refine(changesSomething, 'Change the theme or the time zone');
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;
