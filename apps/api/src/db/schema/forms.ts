/**
 * Forms (issue 15; decision 0077). A form belongs to a partner (or, partner null, to the platform) and
 * has numbered versions, each a frozen definition once answered: a change to a version that has
 * submissions makes the next one, and a submission keeps the version it answered. A form is assigned
 * to people — contractors or client users — one assignment per person, answered by one submission.
 * Form templates are the platform's definitions that staff copy into a new form.
 */
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  FORM_ASSIGNMENT_STATUSES,
  FORM_RECIPIENT_KINDS,
  FORM_STATUSES,
  type FormAnswers,
  type FormDefinition,
} from '@app/domain';
import { clientRef } from './clients.js';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const formTemplates = pgTable('form_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  title: text('title').notNull(),
  definition: jsonb('definition').$type<FormDefinition>().notNull(),
  createdBy: userRef('created_by'),
  createdAt: created(),
});

export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose form it is; null: the platform's (staff assign it to any partner's people). */
    partnerId: partnerRef(),
    templateId: uuid('template_id').references(() => formTemplates.id),
    title: text('title').notNull(),
    status: text('status', { enum: FORM_STATUSES }).notNull().default('draft'),
    /** The version people answer now (the highest). */
    currentVersion: integer('current_version').notNull().default(1),
    createdBy: userRef('created_by'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('forms_list_idx').on(t.partnerId, t.createdAt, t.id)],
);

export const formVersions = pgTable(
  'form_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [unique('form_versions_form_version_uq').on(t.formId, t.version)],
);

export const formAssignments = pgTable(
  'form_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    /** The recipient's tenant: the contractor's partner, or the client's. */
    partnerId: partnerRef().notNull(),
    userId: userRef('user_id').notNull(),
    kind: text('kind', { enum: FORM_RECIPIENT_KINDS }).notNull(),
    contractorId: contractorRef(),
    clientId: clientRef(),
    status: text('status', { enum: FORM_ASSIGNMENT_STATUSES }).notNull().default('pending'),
    assignedBy: userRef('assigned_by'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    unique('form_assignments_form_user_uq').on(t.formId, t.userId),
    index('form_assignments_user_idx').on(t.userId, t.assignedAt),
    index('form_assignments_partner_idx').on(t.partnerId, t.assignedAt),
  ],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .unique()
      .references(() => formAssignments.id),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    /** The version answered: its definition reads these answers, whatever the form became since. */
    version: integer('version').notNull(),
    answers: jsonb('answers').$type<FormAnswers>().notNull(),
    submittedBy: userRef('submitted_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [index('form_submissions_form_idx').on(t.formId, t.submittedAt, t.id)],
);
