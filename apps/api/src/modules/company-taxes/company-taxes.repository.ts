/** The SQL of company taxes: profiles, state registrations, workers' comp rates, and the employers that keep them. */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  companyStateRegistrations,
  companyTaxProfiles,
  companyWorkersCompRates,
  partners,
  workersCompCodes,
} from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type CompanyTaxProfileRow = typeof companyTaxProfiles.$inferSelect;
export type StateRegistrationRow = typeof companyStateRegistrations.$inferSelect;
export type StateRegistrationInsert = typeof companyStateRegistrations.$inferInsert;
export type WorkersCompRateRow = typeof companyWorkersCompRates.$inferSelect;
export type WorkersCompRateInsert = typeof companyWorkersCompRates.$inferInsert;
export interface WorkersCompCodeRef {
  id: string;
  code: string;
  description: string;
}
export type WorkersCompRateWithCode = WorkersCompRateRow & { code: WorkersCompCodeRef };

/* ---------- employers ---------- */

/** The self-employer partners, by name: besides the platform, the employers that keep company taxes. */
export function selfEmployerPartners(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(eq(partners.selfEmployer, true))
    .orderBy(asc(partners.name));
}

export async function findPartnerEmployer(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; name: string; selfEmployer: boolean } | undefined> {
  const [row] = await db
    .select({ id: partners.id, name: partners.name, selfEmployer: partners.selfEmployer })
    .from(partners)
    .where(eq(partners.id, id));
  return row;
}

/* ---------- profile ---------- */

export async function findProfile(db: DbOrTx, employerKey: string): Promise<CompanyTaxProfileRow | undefined> {
  const [row] = await db.select().from(companyTaxProfiles).where(eq(companyTaxProfiles.employerKey, employerKey));
  return row;
}

/** Writes the employer's profile (one per employer key), creating it on the first save. */
export async function upsertProfile(
  db: DbOrTx,
  values: { employerKey: string; legalName: string; feinCiphertext: string; feinLast4: string; updatedBy: string },
): Promise<CompanyTaxProfileRow> {
  const [row] = await db
    .insert(companyTaxProfiles)
    .values(values)
    .onConflictDoUpdate({
      target: companyTaxProfiles.employerKey,
      set: {
        legalName: values.legalName,
        feinCiphertext: values.feinCiphertext,
        feinLast4: values.feinLast4,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/* ---------- state registrations ---------- */

export interface CompanyTaxListFilter extends ListRequest {
  employerKey: string;
  year?: number | undefined;
  state?: string | undefined;
}

const REGISTRATION_SORTS: KeyMap = {
  state: [companyStateRegistrations.state, companyStateRegistrations.year],
  year: [companyStateRegistrations.year, companyStateRegistrations.state],
  suta_rate_percent: companyStateRegistrations.sutaRatePercent,
  suta_wage_base: companyStateRegistrations.sutaWageBase,
};

export function listStateRegistrations<V>(db: DbOrTx, f: CompanyTaxListFilter, view: (r: StateRegistrationRow) => V) {
  const t = companyStateRegistrations;
  const where: SQL | undefined = and(
    eq(t.employerKey, f.employerKey),
    f.year ? eq(t.year, f.year) : undefined,
    f.state ? eq(t.state, f.state) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => db.select({ row: t, listKey }).from(t).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(REGISTRATION_SORTS, f.sort, 'state', [t.id]),
    request: f,
    view: ({ row }) => view(row),
  });
}

export async function findStateRegistration(db: DbOrTx, id: string): Promise<StateRegistrationRow | undefined> {
  const [row] = await db.select().from(companyStateRegistrations).where(eq(companyStateRegistrations.id, id));
  return row;
}

export async function insertStateRegistration(
  db: DbOrTx,
  values: StateRegistrationInsert,
): Promise<StateRegistrationRow> {
  const [row] = await db.insert(companyStateRegistrations).values(values).returning();
  return row!;
}

export async function updateStateRegistrationRow(
  db: DbOrTx,
  id: string,
  values: Partial<StateRegistrationInsert>,
): Promise<StateRegistrationRow> {
  const [row] = await db
    .update(companyStateRegistrations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companyStateRegistrations.id, id))
    .returning();
  return row!;
}

export async function deleteStateRegistrationRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(companyStateRegistrations).where(eq(companyStateRegistrations.id, id));
}

/** The employer's registration in one state and year, if any. */
export async function registrationFor(
  db: DbOrTx,
  q: { employerKey: string; state: string; year: number },
): Promise<StateRegistrationRow | undefined> {
  const t = companyStateRegistrations;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.employerKey, q.employerKey), eq(t.state, q.state), eq(t.year, q.year)));
  return row;
}

/* ---------- workers' comp rates ---------- */

const codeColumns = { id: workersCompCodes.id, code: workersCompCodes.code, description: workersCompCodes.description };

const COMP_RATE_SORTS: KeyMap = {
  code: [workersCompCodes.code, companyWorkersCompRates.state, companyWorkersCompRates.year],
  state: [companyWorkersCompRates.state, workersCompCodes.code, companyWorkersCompRates.year],
  year: [companyWorkersCompRates.year, workersCompCodes.code, companyWorkersCompRates.state],
  rate_per_100: companyWorkersCompRates.ratePer100,
};

export function listWorkersCompRates<V>(db: DbOrTx, f: CompanyTaxListFilter, view: (r: WorkersCompRateWithCode) => V) {
  const t = companyWorkersCompRates;
  const where: SQL | undefined = and(
    eq(t.employerKey, f.employerKey),
    f.year ? eq(t.year, f.year) : undefined,
    f.state ? eq(t.state, f.state) : undefined,
  );
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({ row: t, code: codeColumns, listKey })
        .from(t)
        .innerJoin(workersCompCodes, eq(workersCompCodes.id, t.workersCompCodeId))
        .$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(COMP_RATE_SORTS, f.sort, 'code', [t.id]),
    request: f,
    view: ({ row, code }) => view({ ...row, code }),
  });
}

export async function findWorkersCompRate(db: DbOrTx, id: string): Promise<WorkersCompRateWithCode | undefined> {
  const [found] = await db
    .select({ row: companyWorkersCompRates, code: codeColumns })
    .from(companyWorkersCompRates)
    .innerJoin(workersCompCodes, eq(workersCompCodes.id, companyWorkersCompRates.workersCompCodeId))
    .where(eq(companyWorkersCompRates.id, id));
  return found ? { ...found.row, code: found.code } : undefined;
}

export async function findWorkersCompCode(db: DbOrTx, id: string): Promise<WorkersCompCodeRef | undefined> {
  const [row] = await db.select(codeColumns).from(workersCompCodes).where(eq(workersCompCodes.id, id));
  return row;
}

export async function insertWorkersCompRate(db: DbOrTx, values: WorkersCompRateInsert): Promise<WorkersCompRateRow> {
  const [row] = await db.insert(companyWorkersCompRates).values(values).returning();
  return row!;
}

export async function updateWorkersCompRateRow(
  db: DbOrTx,
  id: string,
  values: Partial<WorkersCompRateInsert>,
): Promise<WorkersCompRateRow> {
  const [row] = await db
    .update(companyWorkersCompRates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companyWorkersCompRates.id, id))
    .returning();
  return row!;
}

export async function deleteWorkersCompRateRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(companyWorkersCompRates).where(eq(companyWorkersCompRates.id, id));
}

/** The employer's rate per $100 for a class code (its code text, e.g. '8810') in one state and year, if any. */
export async function workersCompRateFor(
  db: DbOrTx,
  q: { employerKey: string; state: string; year: number; code: string },
): Promise<string | undefined> {
  const t = companyWorkersCompRates;
  const [row] = await db
    .select({ rate: t.ratePer100 })
    .from(t)
    .innerJoin(workersCompCodes, eq(workersCompCodes.id, t.workersCompCodeId))
    .where(
      and(
        eq(t.employerKey, q.employerKey),
        eq(t.state, q.state),
        eq(t.year, q.year),
        eq(workersCompCodes.code, q.code),
      ),
    );
  return row?.rate;
}
