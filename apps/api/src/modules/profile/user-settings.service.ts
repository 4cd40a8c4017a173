/** The signed-in user's theme and the time zone dates are shown in; a change is audited in its transaction. */
import { DEFAULT_TIMEZONE, THEMES, type UserSettings, type UserSettingsUpdate } from '@app/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import type { Principal } from '../../lib/principal.js';
import { upsertUserSetting, userSettingRowsOf } from './profile.repository.js';

export async function userSettingsOf(db: DbOrTx, userId: string): Promise<UserSettings> {
  const rows = await userSettingRowsOf(db, userId);
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const theme = value('theme');
  const timezone = value('timezone');
  const latest = rows.reduce<Date | null>((a, r) => (a && a > r.updatedAt ? a : r.updatedAt), null);
  return {
    // A stored value that is no longer valid falls back to the default rather than failing.
    theme: (THEMES as readonly unknown[]).includes(theme) ? (theme as UserSettings['theme']) : 'auto',
    timezone: typeof timezone === 'string' ? timezone : DEFAULT_TIMEZONE,
    updated_at: latest?.toISOString() ?? null,
  };
}

export async function saveUserSettings(
  db: Db,
  p: Principal,
  body: UserSettingsUpdate,
  ip: string,
): Promise<UserSettings> {
  const entries = Object.entries(body).filter(([, v]) => v !== undefined);
  await db.transaction(async (tx) => {
    for (const [key, value] of entries) await upsertUserSetting(tx, p.userId, key, value);
    await auditAs(tx, p, ip, {
      action: 'user_settings_changed',
      entityType: 'user',
      entityId: p.userId,
      metadata: Object.fromEntries(entries),
    });
  });
  return userSettingsOf(db, p.userId);
}
