/**
 * Settings as the app reads them (defaults, then the admin's platform values, then the partner's
 * overrides) and the audited changes: the admin's platform values, and per-partner overrides that
 * staff edit for any partner and a partner's owner for its own brand keys.
 */
import type { Db, DbOrTx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import {
  PARTNER_OVERRIDABLE,
  PARTNER_OWNER_EDITABLE,
  PLATFORM_DEFAULTS,
  type PlatformSettings,
  type SettingKey,
} from './settings.defaults.js';
import {
  clearPartnerSetting,
  partnerExists,
  partnerSettingRows,
  platformSettingRows,
  setPartnerSetting,
  setPlatformSetting,
} from './settings.repository.js';
import { parseSettingValue } from './settings.validation.js';

/** Effective settings: defaults, then the admin's platform values, then the partner's overrides. */
export async function effectiveSettings(db: DbOrTx, partnerId: string | null): Promise<PlatformSettings> {
  const merged: Record<string, unknown> = { ...PLATFORM_DEFAULTS };
  for (const row of await platformSettingRows(db)) {
    if (row.key in PLATFORM_DEFAULTS) merged[row.key] = row.value;
  }
  if (partnerId) {
    for (const row of await partnerSettingRows(db, partnerId)) {
      if (PARTNER_OVERRIDABLE.includes(row.key as SettingKey)) merged[row.key] = row.value;
    }
  }
  return merged as PlatformSettings;
}

async function partnerOverrides(db: DbOrTx, partnerId: string): Promise<Partial<PlatformSettings>> {
  const rows = await partnerSettingRows(db, partnerId);
  return Object.fromEntries(
    rows.filter((r) => PARTNER_OVERRIDABLE.includes(r.key as SettingKey)).map((r) => [r.key, r.value]),
  ) as Partial<PlatformSettings>;
}

/** The admin's platform value for one key, from the body's raw value, audited. */
export async function changePlatformSetting(db: Db, p: Principal, key: SettingKey, raw: unknown, ip: string) {
  const value = parseSettingValue(key, raw);
  await db.transaction(async (tx) => {
    await setPlatformSetting(tx, key, value, p.userId);
    await auditAs(tx, p, ip, {
      action: 'setting_changed',
      entityType: 'platform_setting',
      entityId: key,
    });
  });
}

/** Scope: staff see every partner; a partner user only its own (anything else does not exist). */
async function visiblePartnerId(db: DbOrTx, p: Principal, partnerId: string): Promise<string> {
  if (!isStaff(p) && p.partnerId !== partnerId) throw notFound();
  if (!(await partnerExists(db, partnerId))) throw notFound();
  return partnerId;
}

function assertMayEdit(p: Principal, key: SettingKey) {
  if (isStaff(p)) return;
  if (p.role !== 'owner' || !PARTNER_OWNER_EDITABLE.includes(key)) throw forbidden();
}

export async function partnerSettingsView(db: DbOrTx, p: Principal, partnerId: string) {
  const id = await visiblePartnerId(db, p, partnerId);
  return {
    effective: await effectiveSettings(db, id),
    overrides: await partnerOverrides(db, id),
    editable: [...(isStaff(p) ? PARTNER_OVERRIDABLE : p.role === 'owner' ? PARTNER_OWNER_EDITABLE : [])],
  };
}

/** Sets one override of the partner's from the body's raw value (checked after who may), audited. */
export function setPartnerOverride(db: Db, p: Principal, partnerId: string, key: SettingKey, raw: unknown, ip: string) {
  return changePartnerOverride(db, p, partnerId, key, { raw }, ip);
}

/** Clears one override of the partner's (the platform value applies again), audited. */
export function clearPartnerOverride(db: Db, p: Principal, partnerId: string, key: SettingKey, ip: string) {
  return changePartnerOverride(db, p, partnerId, key, null, ip);
}

async function changePartnerOverride(
  db: Db,
  p: Principal,
  partnerId: string,
  key: SettingKey,
  change: { raw: unknown } | null,
  ip: string,
): Promise<{ overrides: Partial<PlatformSettings> }> {
  const id = await visiblePartnerId(db, p, partnerId);
  assertMayEdit(p, key);
  const value = change && parseSettingValue(key, change.raw);
  await db.transaction(async (tx) => {
    if (change) await setPartnerSetting(tx, id, key, value);
    else await clearPartnerSetting(tx, id, key);
    await auditAs(tx, p, ip, {
      action: change ? 'partner_setting_changed' : 'partner_setting_cleared',
      entityType: 'partner',
      entityId: id,
      metadata: { key },
    });
  });
  return { overrides: await partnerOverrides(db, id) };
}
