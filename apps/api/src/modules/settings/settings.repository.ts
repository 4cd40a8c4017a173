/** Stored settings: the admin's platform values (one row per key) and each partner's overrides. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { partnerSettings, platformSettings } from '../../db/schema/index.js';
import type { SettingKey } from './settings.defaults.js';

export function platformSettingRows(db: DbOrTx) {
  return db.select().from(platformSettings);
}

export function partnerSettingRows(db: DbOrTx, partnerId: string) {
  return db.select().from(partnerSettings).where(eq(partnerSettings.partnerId, partnerId));
}

export async function setPlatformSetting(db: DbOrTx, key: SettingKey, value: unknown, userId: string) {
  await db
    .insert(platformSettings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedBy: userId, updatedAt: new Date() } });
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

export { partnerExists } from '../../lib/partners.js';
