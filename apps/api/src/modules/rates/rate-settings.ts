/**
 * Reading /rates for a calculation: the setting in effect (most specific, effective-dated) through
 * the pure lookups of @app/paybill, and the burden rates and multipliers built from it (which
 * classification carries burden is decided by @app/paybill's `rateMargin`).
 */
import { settingInEffect, type BurdenRates, type RateMultipliers } from '@app/paybill';
import type { RateSettingKind } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { allRateSettings } from './rates.repository.js';

export type { RateSettingRow } from './rates.repository.js';

export interface SettingRow {
  id: string;
  kind: string;
  partner_id: string | null;
  region: string | null;
  workers_comp_code: string | null;
  effective_date: string;
  created_at: Date;
  value: string;
}

/** Every setting (a small table: dozens of rows per year), shaped for the pure lookups. */
export async function loadSettings(db: DbOrTx): Promise<SettingRow[]> {
  const rows = await allRateSettings(db);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    partner_id: r.partnerId,
    region: r.region,
    workers_comp_code: r.workersCompCode,
    effective_date: r.effectiveDate,
    created_at: r.createdAt,
    value: r.value,
  }));
}

export interface SettingScope {
  date: string;
  partnerId: string | null;
  region: string | null;
  workersCompCode: string | null;
}

export const settingValue = (rows: readonly SettingRow[], kind: RateSettingKind, scope: SettingScope) =>
  settingInEffect(rows, { kind, ...scope })?.value ?? null;

/** The partner's multipliers on a date; without any row, the FLSA-customary 1.5 / 2 / 1.5. */
export function multipliersFor(rows: readonly SettingRow[], scope: SettingScope): RateMultipliers {
  return {
    overtime: settingValue(rows, 'overtime_multiplier', scope) ?? '1.5',
    double_overtime: settingValue(rows, 'double_overtime_multiplier', scope) ?? '2',
    holiday: settingValue(rows, 'holiday_multiplier', scope) ?? '1.5',
  };
}

const BURDEN_KINDS = [
  'social_security_percent',
  'social_security_wage_base',
  'medicare_percent',
  'fica_percent',
  'futa_percent',
  'futa_wage_base',
  'suta_percent',
  'suta_wage_base',
  'workers_comp_per_100',
] as const;

export type BurdenSettings = Record<(typeof BURDEN_KINDS)[number], string | null>;

const SPLIT_FICA_KINDS = ['social_security_percent', 'social_security_wage_base', 'medicare_percent'] as const;

/**
 * The burden settings a calculation uses. FICA is Social Security (capped at its wage base) plus
 * Medicare; a legacy combined `fica_percent` stands in only where neither split percentage is in
 * effect for the scope and date, so rows recorded before the split keep answering for their dates.
 * Whichever FICA form is not used is answered as null.
 */
export function burdenSettings(rows: readonly SettingRow[], scope: SettingScope): BurdenSettings {
  const s = Object.fromEntries(BURDEN_KINDS.map((k) => [k, settingValue(rows, k, scope)])) as BurdenSettings;
  const split = s.social_security_percent !== null || s.medicare_percent !== null;
  if (split || s.fica_percent === null) return { ...s, fica_percent: null };
  return { ...s, ...Object.fromEntries(SPLIT_FICA_KINDS.map((k) => [k, null])) };
}

/** The burden rates of the settings in effect; a missing setting counts as zero (no cap for bases). */
export function burdenRatesFromSettings(rows: readonly SettingRow[], scope: SettingScope): BurdenRates {
  const s = burdenSettings(rows, scope);
  return {
    fica:
      s.fica_percent !== null
        ? { combined_percent: s.fica_percent }
        : {
            social_security: { percent: s.social_security_percent ?? '0', wage_base: s.social_security_wage_base },
            medicare_percent: s.medicare_percent ?? '0',
          },
    futa: { percent: s.futa_percent ?? '0', wage_base: s.futa_wage_base },
    suta: { percent: s.suta_percent ?? '0', wage_base: s.suta_wage_base },
    workers_comp_per_100: s.workers_comp_per_100 ?? '0',
  };
}
