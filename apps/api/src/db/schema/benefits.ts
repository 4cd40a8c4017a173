/**
 * Benefits (issue 13, decision 0052): the platform's own plans (eor_benefits; a partner's are
 * partner_benefits, onboarding.ts), a worker's enrollment in one plan at a coverage tier (made by the
 * onboarding benefits step or by the employer), and the dependents an enrollment covers. A dependent is
 * removed by marking it, so what was covered when stays readable.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BENEFIT_PLAN_KINDS, BENEFIT_TAX_TREATMENTS, COVERAGE_TIERS } from '@app/domain';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { partnerBenefits } from './onboarding.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const eorBenefits = pgTable('eor_benefits', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  kind: text('kind', { enum: BENEFIT_PLAN_KINDS }).notNull(),
  taxTreatment: text('tax_treatment', { enum: BENEFIT_TAX_TREATMENTS }).notNull(),
  /** [{ tier, employee_monthly_cost, employer_monthly_cost }], employee only always among them. */
  tiers: jsonb('tiers').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: userRef('created_by'),
  createdAt: created(),
});

export const benefitEnrollments = pgTable(
  'benefit_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: contractorRef().notNull(),
    partnerId: partnerRef().notNull(),
    eorBenefitId: uuid('eor_benefit_id').references(() => eorBenefits.id),
    partnerBenefitId: uuid('partner_benefit_id').references(() => partnerBenefits.id),
    tier: text('tier', { enum: COVERAGE_TIERS }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    source: text('source', { enum: ['onboarding', 'staff'] }).notNull(),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [
    index('benefit_enrollments_contractor_idx').on(t.contractorId, t.startDate),
    index('benefit_enrollments_partner_idx').on(t.partnerId, t.createdAt, t.id),
    check('benefit_enrollments_one_plan', sql`(${t.eorBenefitId} is null) <> (${t.partnerBenefitId} is null)`),
  ],
);

export const benefitDependents = pgTable(
  'benefit_dependents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => benefitEnrollments.id),
    contractorId: contractorRef().notNull(),
    partnerId: partnerRef().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    gender: text('gender').notNull(),
    relationship: text('relationship').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: userRef('removed_by'),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [index('benefit_dependents_enrollment_idx').on(t.enrollmentId)],
);
