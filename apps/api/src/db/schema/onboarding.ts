/**
 * What workers fill in during onboarding: forms (W-4, W-9, TD1, EEO...) and benefit elections.
 */
import { boolean, index, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { BENEFIT_PLAN_KINDS, BENEFIT_TAX_TREATMENTS, ONBOARDING_STEPS } from '@app/domain';
import { created } from './columns.js';
import { partnerRef } from './partners.js';
import { users } from './users.js';

/** A submitted onboarding form (W-4, W-9, TD1, EEO, representative...). Resubmitting adds a row. */
export const onboardingForms = pgTable(
  'onboarding_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    step: text('step', { enum: ONBOARDING_STEPS }).notNull(),
    /** The form's fields, minus anything sensitive. */
    data: jsonb('data').notNull(),
    /** Sensitive fields (a TIN on the W-9, an SSN on the I-9) as one encrypted JSON blob. */
    sensitiveCiphertext: text('sensitive_ciphertext'),
    ip: text('ip'),
    createdAt: created(),
  },
  (t) => [index('onboarding_forms_user_idx').on(t.userId, t.step)],
);

export const partnerBenefits = pgTable(
  'partner_benefits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: BENEFIT_PLAN_KINDS }).notNull(),
    employeeMonthlyCost: numeric('employee_monthly_cost', { precision: 10, scale: 2 }).notNull(),
    employerMonthlyCost: numeric('employer_monthly_cost', { precision: 10, scale: 2 }).notNull(),
    /** How the employee share is taxed, and each coverage tier's costs (decision 0052; [] = employee only). */
    taxTreatment: text('tax_treatment', { enum: BENEFIT_TAX_TREATMENTS }).notNull().default('section_125'),
    tiers: jsonb('tiers').notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('partner_benefits_partner_idx').on(t.partnerId)],
);

/** A benefits choice: one row per chosen plan, or one row with waived = true. Latest batch wins. */
export const benefitElections = pgTable(
  'benefit_elections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    partnerBenefitId: uuid('partner_benefit_id').references(() => partnerBenefits.id),
    waived: boolean('waived').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('benefit_elections_user_idx').on(t.userId)],
);
