/**
 * The Canadian paychecks' sums (decision 0054): per employer and month for the CRA remittance, per worker
 * for the T4, and the runs' CPA-005 files. Only issued paychecks count (their run approved or later and
 * not failed outright), never a refused or excluded one; a void's reversing paycheck counts with its
 * negated lines, so a voided pay leaves the figures.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contractors, partners, paychecks, payrollFiles, payrollRuns } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, type ListRequest } from '../../lib/list-page.js';

/** The year's Canadian paychecks the caller sees, on the paycheck's own columns. */
function canadianPaychecks(scope: SQL | undefined, year: number, partnerId: string | undefined) {
  return and(
    scope,
    eq(paychecks.classification, 'canada_t4'),
    sql`${paychecks.refusal} is null`,
    eq(paychecks.excluded, false),
    sql`${paychecks.checkDate} >= ${`${year}-01-01`} and ${paychecks.checkDate} <= ${`${year}-12-31`}`,
    sql`exists (select 1 from ${payrollRuns} r where r.id = ${paychecks.payrollRunId}
                 and r.status in ('processing', 'paid', 'partially_paid'))`,
    partnerId ? eq(paychecks.partnerId, partnerId) : undefined,
  );
}

/** Per paycheck, each remitted line's amount: one pass over its lines. */
const lineSums = sql`lateral (
  select coalesce(sum(l.amount) filter (where l.code = 'cpp'), 0) as cpp,
         coalesce(sum(l.amount) filter (where l.code = 'cpp_employer'), 0) as cpp_employer,
         coalesce(sum(l.amount) filter (where l.code = 'cpp2'), 0) as cpp2,
         coalesce(sum(l.amount) filter (where l.code = 'cpp2_employer'), 0) as cpp2_employer,
         coalesce(sum(l.amount) filter (where l.code = 'ei'), 0) as ei,
         coalesce(sum(l.amount) filter (where l.code = 'ei_employer'), 0) as ei_employer,
         coalesce(sum(l.amount) filter (where l.code in
           ('federal_income_tax', 'provincial_income_tax', 'bonus_income_tax')), 0) as income_tax,
         coalesce(sum(l.base) filter (where l.code = 'cpp'), 0) as wages
    from paycheck_lines l where l.paycheck_id = ${paychecks.id}) s`;

export interface RemittanceSums {
  employerKey: string;
  employerPartnerName: string | null;
  month: string;
  paychecks: number;
  gross: string;
  cpp: string;
  cppEmployer: string;
  cpp2: string;
  cpp2Employer: string;
  ei: string;
  eiEmployer: string;
  incomeTax: string;
}

export async function remittanceSums(
  db: DbOrTx,
  f: { scope: SQL | undefined; year: number; partnerId: string | undefined },
): Promise<RemittanceSums[]> {
  const month = sql<string>`to_char(${paychecks.checkDate}, 'YYYY-MM')`;
  return db
    .select({
      employerKey: paychecks.employerKey,
      employerPartnerName: sql<string | null>`min(ep.name)`,
      month,
      paychecks: sql<number>`count(*)::int`,
      gross: sql<string>`sum(${paychecks.gross})::text`,
      cpp: sql<string>`sum(s.cpp)::text`,
      cppEmployer: sql<string>`sum(s.cpp_employer)::text`,
      cpp2: sql<string>`sum(s.cpp2)::text`,
      cpp2Employer: sql<string>`sum(s.cpp2_employer)::text`,
      ei: sql<string>`sum(s.ei)::text`,
      eiEmployer: sql<string>`sum(s.ei_employer)::text`,
      incomeTax: sql<string>`sum(s.income_tax)::text`,
    })
    .from(paychecks)
    .innerJoin(lineSums, sql`true`)
    .leftJoin(sql`${partners} ep`, sql`ep.id::text = ${paychecks.employerKey}`)
    .where(canadianPaychecks(f.scope, f.year, f.partnerId))
    .groupBy(paychecks.employerKey, month)
    .orderBy(month, paychecks.employerKey);
}

export async function depositFiles(
  db: DbOrTx,
  f: { scope: SQL | undefined; year: number; partnerId: string | undefined },
) {
  return db
    .select({
      id: payrollFiles.id,
      payrollRunId: payrollFiles.payrollRunId,
      partnerId: partners.id,
      partnerName: partners.name,
      payDate: payrollRuns.payDate,
      entryCount: payrollFiles.entryCount,
      totalCredit: payrollFiles.totalCredit,
      submittedAt: payrollFiles.submittedAt,
      createdAt: payrollFiles.createdAt,
    })
    .from(payrollFiles)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollFiles.payrollRunId))
    .innerJoin(partners, eq(partners.id, payrollRuns.partnerId))
    .where(
      and(
        f.scope,
        sql`${payrollFiles.format} = 'cpa005'`,
        sql`${payrollRuns.payDate} >= ${`${f.year}-01-01`} and ${payrollRuns.payDate} <= ${`${f.year}-12-31`}`,
        f.partnerId ? eq(payrollRuns.partnerId, f.partnerId) : undefined,
      ),
    )
    .orderBy(sql`${payrollRuns.payDate} desc`, payrollFiles.id);
}

export interface T4Sums {
  contractorId: string;
  name: string;
  partnerId: string;
  partnerName: string;
  employerKey: string;
  employerPartnerName: string | null;
  province: string | null;
  paychecks: number;
  wages: string;
  cpp: string;
  cpp2: string;
  ei: string;
  incomeTax: string;
}

const name = sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`;
/** Spelled out: Drizzle leaves a single-table query's columns unqualified, and inside the subqueries below
 * a bare "id" would name the paycheck's. */
const CONTRACTOR_ID = sql.raw('"contractors"."id"');
const T4_SORTS: KeyMap = { name: [contractors.lastName, contractors.firstName], box_14: sql`t4.wages` };

/**
 * The T4 list: a row per worker (contractor record) with Canadian paychecks this year, its sums from one
 * lateral aggregate of those paychecks. Paged by the list helper on the contractor rows.
 */
export function listT4Workers<V>(
  db: DbOrTx,
  f: ListRequest & { scope: SQL | undefined; year: number; partnerId: string | undefined },
  view: (r: T4Sums) => V,
) {
  const mine = canadianPaychecks(f.scope, f.year, f.partnerId);
  const t4 = sql`lateral (
    select count(*)::int as paychecks, coalesce(sum(s.wages), 0) as wages, coalesce(sum(s.cpp), 0) as cpp,
           coalesce(sum(s.cpp2), 0) as cpp2, coalesce(sum(s.ei), 0) as ei,
           coalesce(sum(s.income_tax), 0) as income_tax,
           min(${paychecks.employerKey}) as employer_key,
           (array_agg(${paychecks.workState} order by ${paychecks.checkDate} desc))[1] as province
      from ${paychecks} cross join ${lineSums}
     where ${paychecks.contractorId} = ${CONTRACTOR_ID} and ${mine}) t4`;
  const where = sql`exists (select 1 from ${paychecks} where ${paychecks.contractorId} = ${CONTRACTOR_ID} and ${mine})`;
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({
          contractorId: contractors.id,
          name,
          partnerId: partners.id,
          partnerName: partners.name,
          employerKey: sql<string>`t4.employer_key`,
          employerPartnerName: sql<
            string | null
          >`(select ep.name from ${partners} ep where ep.id::text = t4.employer_key)`,
          province: sql<string | null>`t4.province`,
          paychecks: sql<number>`t4.paychecks`,
          wages: sql<string>`t4.wages::text`,
          cpp: sql<string>`t4.cpp::text`,
          cpp2: sql<string>`t4.cpp2::text`,
          ei: sql<string>`t4.ei::text`,
          incomeTax: sql<string>`t4.income_tax::text`,
          listKey,
        })
        .from(contractors)
        .innerJoin(partners, eq(partners.id, contractors.partnerId))
        .innerJoin(t4, sql`true`)
        .$dynamic(),
    where,
    matching: db
      .select({ n: sql`1` })
      .from(contractors)
      .where(where)
      .$dynamic(),
    keyset: keysetOf(T4_SORTS, f.sort, 'name', [contractors.id]),
    request: f,
    view,
  });
}
