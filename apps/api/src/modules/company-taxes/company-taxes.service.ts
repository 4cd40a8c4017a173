/**
 * An employer's company taxes (issue 12, decision 0044): its profile (legal name, FEIN), its state
 * unemployment registrations (SUTA rate and wage base per state and year) and its workers' comp rates per
 * class code, state and year — the employer's own entered figures, which the payroll engine's callers read
 * through `employerTaxRatesFor`. The FEIN and account numbers are encrypted at rest and answered as their
 * last four; audit rows name what changed, never those numbers. One transaction per command.
 */
import {
  accountNumberLast4,
  formatFein,
  maskTail,
  normalizeFein,
  type CompanyTaxProfileUpdate,
  type CompanyTaxesView,
  type StateRegistrationCreate,
  type StateRegistrationUpdate,
  type StateRegistrationView,
  type WorkersCompRateCreate,
  type WorkersCompRateUpdate,
  type WorkersCompRateView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { companyTaxEmployerFor, mustEditCompanyTaxes, type CompanyTaxEmployer } from './company-taxes.policy.js';
import {
  deleteStateRegistrationRow,
  deleteWorkersCompRateRow,
  findProfile,
  findStateRegistration,
  findWorkersCompCode,
  findWorkersCompRate,
  insertStateRegistration,
  insertWorkersCompRate,
  listStateRegistrations,
  listWorkersCompRates,
  registrationFor,
  updateStateRegistrationRow,
  updateWorkersCompRateRow,
  upsertProfile,
  workersCompRateFor,
  type CompanyTaxListFilter,
  type CompanyTaxProfileRow,
  type StateRegistrationRow,
  type WorkersCompRateWithCode,
} from './company-taxes.repository.js';

/* ---------- for the payroll engine ---------- */

export interface EmployerTaxRates {
  /** The employer's SUTA rate and the state's wage base for that state and year; null when not registered. */
  suta: { ratePercent: string; wageBase: string } | null;
  /** The workers' comp rate per $100 for that class code, state and year; null when none recorded (or no code given). */
  workersCompPer100: string | null;
}

/**
 * The employer's own rates for a paycheck in `state` in `year` (decimal strings as stored: "2.7000",
 * "9000.00", "0.3100"). No access check: the caller has authorized the paycheck it is figuring.
 */
export async function employerTaxRatesFor(
  db: DbOrTx,
  q: { employerKey: string; state: string; year: number; workersCompCode?: string | null },
): Promise<EmployerTaxRates> {
  const state = q.state.trim().toUpperCase();
  const code = q.workersCompCode?.trim();
  const [registration, compRate] = await Promise.all([
    registrationFor(db, { employerKey: q.employerKey, state, year: q.year }),
    code ? workersCompRateFor(db, { employerKey: q.employerKey, state, year: q.year, code }) : undefined,
  ]);
  return {
    suta: registration ? { ratePercent: registration.sutaRatePercent, wageBase: registration.sutaWageBase } : null,
    workersCompPer100: compRate ?? null,
  };
}

/**
 * The employer's legal name and FEIN (decrypted), for the files that must carry them — a direct deposit
 * file's company identification. Never logged, never answered to a client. Null without a profile.
 */
export async function employerIdentityFor(
  deps: { db: DbOrTx; crypto: AppDeps['crypto'] },
  employerKey: string,
): Promise<{ legalName: string; fein: string } | null> {
  const profile = await findProfile(deps.db, employerKey);
  return profile ? { legalName: profile.legalName, fein: deps.crypto.decrypt(profile.feinCiphertext) } : null;
}

/* ---------- views ---------- */

export const toStateRegistrationView = (r: StateRegistrationRow): StateRegistrationView => ({
  id: r.id,
  employer_key: r.employerKey,
  state: r.state,
  year: r.year,
  account_number_last4: r.accountNumberLast4,
  account_number_masked: maskTail(r.accountNumberLast4),
  suta_rate_percent: r.sutaRatePercent,
  suta_wage_base: r.sutaWageBase,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const toWorkersCompRateView = (r: WorkersCompRateWithCode): WorkersCompRateView => ({
  id: r.id,
  employer_key: r.employerKey,
  workers_comp_code: r.code,
  state: r.state,
  year: r.year,
  rate_per_100: r.ratePer100,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

function companyTaxesView(employer: CompanyTaxEmployer, profile: CompanyTaxProfileRow | undefined): CompanyTaxesView {
  return {
    employer_key: employer.employerKey,
    employer_name: employer.employerName,
    can_edit: employer.canEdit,
    profile: profile
      ? {
          legal_name: profile.legalName,
          fein_last4: profile.feinLast4,
          fein_masked: maskTail(profile.feinLast4),
          updated_at: profile.updatedAt.toISOString(),
        }
      : null,
  };
}

/* ---------- profile ---------- */

export async function companyTaxes(db: DbOrTx, employer: CompanyTaxEmployer): Promise<CompanyTaxesView> {
  return companyTaxesView(employer, await findProfile(db, employer.employerKey));
}

/** Saves the employer's legal name and FEIN (a blank FEIN keeps the one on file; the first save needs one). */
export async function updateCompanyTaxProfile(
  deps: AppDeps,
  p: Principal,
  employer: CompanyTaxEmployer,
  body: CompanyTaxProfileUpdate,
  ip: string,
): Promise<CompanyTaxesView> {
  mustEditCompanyTaxes(employer);
  return deps.db.transaction(async (tx) => {
    const current = await findProfile(tx, employer.employerKey);
    if (!body.fein && !current) throw unprocessable([{ loc: ['body', 'fein'], msg: 'Enter the FEIN as NN-NNNNNNN' }]);
    const digits = body.fein ? normalizeFein(body.fein) : null;
    const saved = await upsertProfile(tx, {
      employerKey: employer.employerKey,
      legalName: body.legal_name,
      // Stored formatted (NN-NNNNNNN), encrypted; only its last four are kept in the clear.
      feinCiphertext: digits ? deps.crypto.encrypt(formatFein(digits)) : current!.feinCiphertext,
      feinLast4: digits ? digits.slice(-4) : current!.feinLast4,
      updatedBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: current ? 'company_tax_profile_updated' : 'company_tax_profile_created',
      entityType: 'company_tax_profile',
      entityId: saved.id,
      metadata: {
        employer_key: employer.employerKey,
        fields: ['legal_name', ...(digits ? ['fein'] : [])],
        ...(digits && { fein_last4: saved.feinLast4 }),
      },
    });
    return companyTaxesView(employer, saved);
  });
}

/* ---------- state registrations ---------- */

export const stateRegistrationList = (db: DbOrTx, f: CompanyTaxListFilter) =>
  listStateRegistrations(db, f, toStateRegistrationView);

const registrationTaken =
  (state: string, year: number) =>
  (err: unknown): never => {
    if (isUniqueViolation(err))
      throw conflict(`This employer already has a ${state} registration for ${year}: edit that one instead`);
    throw err;
  };

/** A stored registration the caller may change: another employer's → 404, read-only → 403. */
async function editableRegistration(deps: AppDeps, p: Principal, id: string) {
  const row = await findStateRegistration(deps.db, id);
  if (!row) throw notFound();
  const employer = await companyTaxEmployerFor(deps.db, p, row.employerKey);
  mustEditCompanyTaxes(employer);
  return row;
}

export async function createStateRegistration(
  deps: AppDeps,
  p: Principal,
  body: StateRegistrationCreate,
  ip: string,
): Promise<StateRegistrationView> {
  const employer = await companyTaxEmployerFor(deps.db, p, body.employer_key);
  mustEditCompanyTaxes(employer);
  return deps.db
    .transaction(async (tx) => {
      const row = await insertStateRegistration(tx, {
        employerKey: employer.employerKey,
        state: body.state,
        year: body.year,
        accountNumberCiphertext: deps.crypto.encrypt(body.account_number),
        accountNumberLast4: accountNumberLast4(body.account_number),
        sutaRatePercent: body.suta_rate_percent,
        sutaWageBase: body.suta_wage_base,
      });
      await auditAs(tx, p, ip, {
        action: 'company_state_registration_created',
        entityType: 'company_state_registration',
        entityId: row.id,
        metadata: {
          employer_key: employer.employerKey,
          state: row.state,
          year: row.year,
          suta_rate_percent: row.sutaRatePercent,
          suta_wage_base: row.sutaWageBase,
        },
      });
      return toStateRegistrationView(row);
    })
    .catch(registrationTaken(body.state, body.year));
}

export async function updateStateRegistration(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: StateRegistrationUpdate,
  ip: string,
): Promise<StateRegistrationView> {
  const row = await editableRegistration(deps, p, id);
  const fields = Object.entries(changes)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  // Nothing to change (an empty body): the registration as it is, no write and no audit row.
  if (fields.length === 0) return toStateRegistrationView(row);
  return deps.db
    .transaction(async (tx) => {
      const updated = await updateStateRegistrationRow(tx, id, {
        ...(changes.state !== undefined && { state: changes.state }),
        ...(changes.year !== undefined && { year: changes.year }),
        ...(changes.account_number !== undefined && {
          accountNumberCiphertext: deps.crypto.encrypt(changes.account_number),
          accountNumberLast4: accountNumberLast4(changes.account_number),
        }),
        ...(changes.suta_rate_percent !== undefined && { sutaRatePercent: changes.suta_rate_percent }),
        ...(changes.suta_wage_base !== undefined && { sutaWageBase: changes.suta_wage_base }),
      });
      await auditAs(tx, p, ip, {
        action: 'company_state_registration_updated',
        entityType: 'company_state_registration',
        entityId: id,
        metadata: {
          employer_key: row.employerKey,
          fields,
          state: updated.state,
          year: updated.year,
          suta_rate_percent: updated.sutaRatePercent,
          suta_wage_base: updated.sutaWageBase,
        },
      });
      return toStateRegistrationView(updated);
    })
    .catch(registrationTaken(changes.state ?? row.state, changes.year ?? row.year));
}

export async function deleteStateRegistration(deps: AppDeps, p: Principal, id: string, ip: string): Promise<void> {
  const row = await editableRegistration(deps, p, id);
  await deps.db.transaction(async (tx) => {
    await deleteStateRegistrationRow(tx, id);
    await auditAs(tx, p, ip, {
      action: 'company_state_registration_deleted',
      entityType: 'company_state_registration',
      entityId: id,
      metadata: {
        employer_key: row.employerKey,
        state: row.state,
        year: row.year,
        suta_rate_percent: row.sutaRatePercent,
        suta_wage_base: row.sutaWageBase,
      },
    });
  });
}

/* ---------- workers' comp rates ---------- */

export const workersCompRateList = (db: DbOrTx, f: CompanyTaxListFilter) =>
  listWorkersCompRates(db, f, toWorkersCompRateView);

const compRateTaken =
  (code: string, state: string, year: number) =>
  (err: unknown): never => {
    if (isUniqueViolation(err))
      throw conflict(
        `This employer already has a rate for class ${code} in ${state} for ${year}: edit that one instead`,
      );
    throw err;
  };

async function existingCode(db: DbOrTx, id: string) {
  const code = await findWorkersCompCode(db, id);
  if (!code) throw unprocessable([{ loc: ['body', 'workers_comp_code_id'], msg: 'Choose a workers comp code' }]);
  return code;
}

async function editableCompRate(deps: AppDeps, p: Principal, id: string) {
  const row = await findWorkersCompRate(deps.db, id);
  if (!row) throw notFound();
  const employer = await companyTaxEmployerFor(deps.db, p, row.employerKey);
  mustEditCompanyTaxes(employer);
  return row;
}

export async function createWorkersCompRate(
  deps: AppDeps,
  p: Principal,
  body: WorkersCompRateCreate,
  ip: string,
): Promise<WorkersCompRateView> {
  const employer = await companyTaxEmployerFor(deps.db, p, body.employer_key);
  mustEditCompanyTaxes(employer);
  const code = await existingCode(deps.db, body.workers_comp_code_id);
  return deps.db
    .transaction(async (tx) => {
      const row = await insertWorkersCompRate(tx, {
        employerKey: employer.employerKey,
        workersCompCodeId: code.id,
        state: body.state,
        year: body.year,
        ratePer100: body.rate_per_100,
      });
      await auditAs(tx, p, ip, {
        action: 'company_workers_comp_rate_created',
        entityType: 'company_workers_comp_rate',
        entityId: row.id,
        metadata: {
          employer_key: employer.employerKey,
          code: code.code,
          state: row.state,
          year: row.year,
          rate_per_100: row.ratePer100,
        },
      });
      return toWorkersCompRateView({ ...row, code });
    })
    .catch(compRateTaken(code.code, body.state, body.year));
}

export async function updateWorkersCompRate(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: WorkersCompRateUpdate,
  ip: string,
): Promise<WorkersCompRateView> {
  const row = await editableCompRate(deps, p, id);
  const fields = Object.entries(changes)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  if (fields.length === 0) return toWorkersCompRateView(row);
  const code = changes.workers_comp_code_id ? await existingCode(deps.db, changes.workers_comp_code_id) : row.code;
  return deps.db
    .transaction(async (tx) => {
      const updated = await updateWorkersCompRateRow(tx, id, {
        workersCompCodeId: code.id,
        ...(changes.state !== undefined && { state: changes.state }),
        ...(changes.year !== undefined && { year: changes.year }),
        ...(changes.rate_per_100 !== undefined && { ratePer100: changes.rate_per_100 }),
      });
      await auditAs(tx, p, ip, {
        action: 'company_workers_comp_rate_updated',
        entityType: 'company_workers_comp_rate',
        entityId: id,
        metadata: {
          employer_key: row.employerKey,
          fields,
          code: code.code,
          state: updated.state,
          year: updated.year,
          rate_per_100: updated.ratePer100,
        },
      });
      return toWorkersCompRateView({ ...updated, code });
    })
    .catch(compRateTaken(code.code, changes.state ?? row.state, changes.year ?? row.year));
}

export async function deleteWorkersCompRate(deps: AppDeps, p: Principal, id: string, ip: string): Promise<void> {
  const row = await editableCompRate(deps, p, id);
  await deps.db.transaction(async (tx) => {
    await deleteWorkersCompRateRow(tx, id);
    await auditAs(tx, p, ip, {
      action: 'company_workers_comp_rate_deleted',
      entityType: 'company_workers_comp_rate',
      entityId: id,
      metadata: {
        employer_key: row.employerKey,
        code: row.code.code,
        state: row.state,
        year: row.year,
        rate_per_100: row.ratePer100,
      },
    });
  });
}
