/**
 * The year's issued paychecks and their lines, for the year-end forms and quarterly reports (decision
 * 0064): only paychecks of an approved run (processing, paid, partially paid), never a refused or excluded
 * one. A void's reversal is read with its original, so the forms can leave both out (non-void).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  benefitEnrollments,
  contractors,
  eorBenefits,
  partnerBenefits,
  partners,
  paycheckDeductions,
  paycheckLines,
  paychecks,
  payrollRunAdjustments,
  payrollRuns,
} from '../../db/schema/index.js';

export interface PaycheckRow {
  id: string;
  employerKey: string;
  personKey: string;
  contractorId: string;
  contractorName: string;
  partnerId: string;
  partnerName: string;
  classification: string;
  workState: string | null;
  checkDate: string;
  periodStart: string;
  periodEnd: string;
  currency: string;
  reversalOfId: string | null;
}

export interface LineRow {
  paycheckId: string;
  section: string;
  code: string;
  base: string;
  amount: string;
}

export interface PaycheckFilter {
  scope: SQL | undefined;
  year: number;
  employerKey?: string | undefined;
  partnerId?: string | undefined;
  /** One person's paychecks with the employer: the people this contractor record is. */
  contractorId?: string | undefined;
}

/** The year's issued paychecks the caller sees, oldest first. */
export async function yearPaychecks(db: DbOrTx, f: PaycheckFilter): Promise<PaycheckRow[]> {
  return db
    .select({
      id: paychecks.id,
      employerKey: paychecks.employerKey,
      personKey: paychecks.personKey,
      contractorId: paychecks.contractorId,
      contractorName: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      partnerId: paychecks.partnerId,
      partnerName: partners.name,
      classification: paychecks.classification,
      workState: paychecks.workState,
      checkDate: paychecks.checkDate,
      periodStart: payrollRuns.periodStart,
      periodEnd: payrollRuns.periodEnd,
      currency: paychecks.currency,
      reversalOfId: paychecks.reversalOfId,
    })
    .from(paychecks)
    .innerJoin(contractors, eq(contractors.id, paychecks.contractorId))
    .innerJoin(partners, eq(partners.id, paychecks.partnerId))
    .innerJoin(payrollRuns, eq(payrollRuns.id, paychecks.payrollRunId))
    .where(
      and(
        f.scope,
        sql`${paychecks.refusal} is null`,
        eq(paychecks.excluded, false),
        sql`${paychecks.checkDate} >= ${`${f.year}-01-01`} and ${paychecks.checkDate} <= ${`${f.year}-12-31`}`,
        inArray(payrollRuns.status, ['processing', 'paid', 'partially_paid']),
        f.employerKey ? eq(paychecks.employerKey, f.employerKey) : undefined,
        f.partnerId ? eq(paychecks.partnerId, f.partnerId) : undefined,
        f.contractorId
          ? sql`${paychecks.personKey} in (select p2.person_key from ${paychecks} p2
                 where p2.contractor_id = ${f.contractorId} and p2.employer_key = ${paychecks.employerKey})`
          : undefined,
      ),
    )
    .orderBy(paychecks.checkDate, paychecks.createdAt, paychecks.id);
}

const CHUNK = 1000;

export async function linesOf(db: DbOrTx, paycheckIds: readonly string[]): Promise<LineRow[]> {
  const out: LineRow[] = [];
  for (let i = 0; i < paycheckIds.length; i += CHUNK) {
    const ids = paycheckIds.slice(i, i + CHUNK);
    out.push(
      ...(await db
        .select({
          paycheckId: paycheckLines.paycheckId,
          section: paycheckLines.section,
          code: paycheckLines.code,
          base: paycheckLines.base,
          amount: paycheckLines.amount,
        })
        .from(paycheckLines)
        .where(inArray(paycheckLines.paycheckId, ids))
        .orderBy(paycheckLines.paycheckId, paycheckLines.position)),
    );
  }
  return out;
}

/** What a keyed deduction line was: a standing deduction's treatment, a benefit's plan, a run adjustment's type. */
export interface LineSources {
  deductions: { id: string; kind: string; treatment: string | null }[];
  enrollments: { id: string; kind: string; treatment: string }[];
  adjustments: { id: string; type: string }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function lineSources(
  db: DbOrTx,
  keys: { deductions: string[]; enrollments: string[]; adjustments: string[] },
): Promise<LineSources> {
  const valid = (xs: string[]) => [...new Set(xs.filter((x) => UUID.test(x)))];
  const [deductionIds, enrollmentIds, adjustmentIds] = [
    valid(keys.deductions),
    valid(keys.enrollments),
    valid(keys.adjustments),
  ];
  const [deductions, enrollments, adjustments] = await Promise.all([
    deductionIds.length
      ? db
          .select({ id: paycheckDeductions.id, kind: paycheckDeductions.kind, treatment: paycheckDeductions.treatment })
          .from(paycheckDeductions)
          .where(inArray(paycheckDeductions.id, deductionIds))
      : [],
    enrollmentIds.length
      ? db
          .select({
            id: benefitEnrollments.id,
            kind: sql<string>`coalesce(${eorBenefits.kind}, ${partnerBenefits.kind})`,
            treatment: sql<string>`coalesce(${eorBenefits.taxTreatment}, ${partnerBenefits.taxTreatment})`,
          })
          .from(benefitEnrollments)
          .leftJoin(eorBenefits, eq(eorBenefits.id, benefitEnrollments.eorBenefitId))
          .leftJoin(partnerBenefits, eq(partnerBenefits.id, benefitEnrollments.partnerBenefitId))
          .where(inArray(benefitEnrollments.id, enrollmentIds))
      : [],
    adjustmentIds.length
      ? db
          .select({ id: payrollRunAdjustments.id, type: payrollRunAdjustments.type })
          .from(payrollRunAdjustments)
          .where(inArray(payrollRunAdjustments.id, adjustmentIds))
      : [],
  ]);
  return { deductions, enrollments, adjustments };
}

export async function partnerNames(db: DbOrTx, ids: readonly string[]) {
  const valid = ids.filter((x) => UUID.test(x));
  if (valid.length === 0) return [];
  return db
    .select({
      id: partners.id,
      name: partners.name,
      streetAddressLine1: partners.streetAddressLine1,
      city: partners.city,
      state: partners.state,
      zipcode: partners.zipcode,
    })
    .from(partners)
    .where(inArray(partners.id, valid));
}

/** Names, addresses and the encrypted tax ids of the EFW2's employees (decrypted by the service only). */
export async function employeeIdentities(db: DbOrTx, contractorIds: readonly string[]) {
  if (contractorIds.length === 0) return [];
  return db
    .select({
      id: contractors.id,
      firstName: contractors.firstName,
      lastName: contractors.lastName,
      streetAddressLine1: contractors.streetAddressLine1,
      city: contractors.city,
      state: contractors.state,
      zipcode: contractors.zipcode,
      taxIdType: contractors.taxIdType,
      taxIdCiphertext: contractors.taxIdCiphertext,
      taxIdLast4: contractors.taxIdLast4,
    })
    .from(contractors)
    .where(inArray(contractors.id, [...contractorIds]));
}
