import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { partnerSettings, platformSettings } from '../../db/schema/index.js';
import { PARTNER_OVERRIDABLE, PLATFORM_DEFAULTS, type PlatformSettings, type SettingKey } from './settings.defaults.js';

/** Effective settings: defaults, then the admin's platform values, then the partner's overrides. */
export async function effectiveSettings(db: DbOrTx, partnerId: string | null): Promise<PlatformSettings> {
  const merged: Record<string, unknown> = { ...PLATFORM_DEFAULTS };
  for (const row of await db.select().from(platformSettings)) {
    if (row.key in PLATFORM_DEFAULTS) merged[row.key] = row.value;
  }
  if (partnerId) {
    const rows = await db.select().from(partnerSettings).where(eq(partnerSettings.partnerId, partnerId));
    for (const row of rows) {
      if (PARTNER_OVERRIDABLE.includes(row.key as SettingKey)) merged[row.key] = row.value;
    }
  }
  return merged as PlatformSettings;
}

export async function setPlatformSetting(db: DbOrTx, key: SettingKey, value: unknown, userId: string) {
  await db
    .insert(platformSettings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedBy: userId, updatedAt: new Date() } });
}
