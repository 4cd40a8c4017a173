import { and, eq } from 'drizzle-orm';
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

export async function partnerOverrides(db: DbOrTx, partnerId: string): Promise<Record<string, unknown>> {
  const rows = await db.select().from(partnerSettings).where(eq(partnerSettings.partnerId, partnerId));
  return Object.fromEntries(
    rows.filter((r) => PARTNER_OVERRIDABLE.includes(r.key as SettingKey)).map((r) => [r.key, r.value]),
  );
}

export async function setPartnerSetting(db: DbOrTx, partnerId: string, key: SettingKey, value: unknown) {
  await db
    .insert(partnerSettings)
    .values({ partnerId, key, value })
    .onConflictDoUpdate({
      target: [partnerSettings.partnerId, partnerSettings.key],
      set: { value, updatedAt: new Date() },
    });
}

export async function clearPartnerSetting(db: DbOrTx, partnerId: string, key: SettingKey) {
  await db.delete(partnerSettings).where(and(eq(partnerSettings.partnerId, partnerId), eq(partnerSettings.key, key)));
}
