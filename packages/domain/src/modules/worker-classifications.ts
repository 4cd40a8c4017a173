/**
 * Worker classification assessments: is this worker an employee (W-2) or an independent
 * contractor? A short questionnaire over the three factor groups of the IRS common-law test
 * (behavioural control, financial control, relationship of the parties), a recommendation
 * computed from the answers, and the result the business chose.
 */
import { z } from 'zod';
import { ownerRefSchema } from './reference-data/common.js';

export const CLASSIFICATION_FACTORS = ['behavioral', 'financial', 'relationship'] as const;
export type ClassificationFactor = (typeof CLASSIFICATION_FACTORS)[number];

export const FACTOR_LABELS: Record<ClassificationFactor, string> = {
  behavioral: 'Behavioural control',
  financial: 'Financial control',
  relationship: 'Relationship of the parties',
};

export const WORKER_CLASSIFICATION_RESULTS = ['w-2', 'independent_contractor'] as const;
export type WorkerClassificationResult = (typeof WORKER_CLASSIFICATION_RESULTS)[number];

type Indication = 'employee' | 'contractor';

interface Question {
  key: string;
  factor: ClassificationFactor;
  text: string;
  /** What a "yes" points to; a "no" points the other way. */
  yes: Indication;
}

export const CLASSIFICATION_QUESTIONS = [
  {
    key: 'business_directs_how_work_is_done',
    factor: 'behavioral',
    text: 'Does the business direct how, when or where the work is done?',
    yes: 'employee',
  },
  {
    key: 'business_trains_worker',
    factor: 'behavioral',
    text: 'Does the business train the worker in its own procedures or methods?',
    yes: 'employee',
  },
  {
    key: 'business_evaluates_methods',
    factor: 'behavioral',
    text: 'Does the business evaluate how the work is done, not only the end result?',
    yes: 'employee',
  },
  {
    key: 'worker_has_significant_investment',
    factor: 'financial',
    text: 'Has the worker made a significant investment in the equipment or facilities used?',
    yes: 'contractor',
  },
  {
    key: 'worker_has_unreimbursed_expenses',
    factor: 'financial',
    text: 'Does the worker pay business expenses the business does not reimburse?',
    yes: 'contractor',
  },
  {
    key: 'worker_offers_services_to_market',
    factor: 'financial',
    text: 'Does the worker offer the same services to other businesses or the public?',
    yes: 'contractor',
  },
  {
    key: 'worker_can_profit_or_lose',
    factor: 'financial',
    text: 'Can the worker make a profit or a loss on the work (for example, paid a flat fee per project)?',
    yes: 'contractor',
  },
  {
    key: 'written_contractor_agreement',
    factor: 'relationship',
    text: 'Is there a written contract describing an independent contractor relationship?',
    yes: 'contractor',
  },
  {
    key: 'worker_receives_benefits',
    factor: 'relationship',
    text: 'Does the worker receive employee-type benefits (insurance, pension, paid leave)?',
    yes: 'employee',
  },
  {
    key: 'relationship_is_ongoing',
    factor: 'relationship',
    text: 'Is the relationship expected to continue indefinitely rather than for a project?',
    yes: 'employee',
  },
  {
    key: 'work_is_key_to_business',
    factor: 'relationship',
    text: "Is the work a key part of the business's regular activity?",
    yes: 'employee',
  },
] as const satisfies readonly Question[];

export type ClassificationQuestionKey = (typeof CLASSIFICATION_QUESTIONS)[number]['key'];
export type ClassificationAnswers = Record<ClassificationQuestionKey, boolean>;

const answerField = z.boolean('Answer this question');
const answersShape = Object.fromEntries(CLASSIFICATION_QUESTIONS.map((q) => [q.key, answerField])) as Record<
  ClassificationQuestionKey,
  typeof answerField
>;
export const classificationAnswersSchema = z.object(answersShape).strict();

export const factorVerdictSchema = z.object({
  /** Answers in this group pointing to employment, and to independence. */
  employee: z.number().int(),
  contractor: z.number().int(),
  verdict: z.enum(['employee', 'contractor', 'mixed']),
});
export type FactorVerdict = z.infer<typeof factorVerdictSchema>;

export const classificationRecommendationSchema = z.object({
  recommendation: z.enum(WORKER_CLASSIFICATION_RESULTS),
  factors: z.record(z.enum(CLASSIFICATION_FACTORS), factorVerdictSchema),
});
export type ClassificationRecommendation = z.infer<typeof classificationRecommendationSchema>;

/**
 * The recommendation: independent contractor only when both behavioural and financial control
 * point to independence (the right to control is the heart of the common-law test, and the IRS
 * starts from employment), whatever the relationship group says; otherwise W-2. A group "points"
 * one way when most of its answers do; a tie is mixed.
 */
export function recommendClassification(answers: ClassificationAnswers): ClassificationRecommendation {
  const factors = Object.fromEntries(
    CLASSIFICATION_FACTORS.map((f) => [f, { employee: 0, contractor: 0, verdict: 'mixed' }]),
  ) as Record<ClassificationFactor, FactorVerdict>;
  for (const q of CLASSIFICATION_QUESTIONS) {
    const points: Indication = answers[q.key] ? q.yes : q.yes === 'employee' ? 'contractor' : 'employee';
    factors[q.factor][points] += 1;
  }
  for (const f of CLASSIFICATION_FACTORS) {
    const { employee, contractor } = factors[f];
    factors[f].verdict = employee > contractor ? 'employee' : contractor > employee ? 'contractor' : 'mixed';
  }
  const independent = factors.behavioral.verdict === 'contractor' && factors.financial.verdict === 'contractor';
  return { recommendation: independent ? 'independent_contractor' : 'w-2', factors };
}

const fields = {
  worker_name: z.string().trim().min(1, 'Worker name is required').max(200),
  contractor_id: z.string().uuid('Choose a contractor').nullable(),
  answers: classificationAnswersSchema,
  result: z.enum(WORKER_CLASSIFICATION_RESULTS, 'Choose W-2 or independent contractor'),
  notes: z
    .string()
    .trim()
    .max(4000)
    .nullish()
    .transform((v) => v || null),
};

/** Choosing against the recommendation needs a reason on the record. */
const OVERRIDE_NEEDS_NOTES = 'Explain why the result differs from the recommendation';

export const workerClassificationCreateSchema = z
  .object({
    ...fields,
    worker_name: fields.worker_name.optional(),
    contractor_id: fields.contractor_id.default(null),
    notes: fields.notes.default(null),
    partner_id: z.string().uuid('Choose a partner').optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.worker_name && !b.contractor_id) {
      ctx.addIssue({ code: 'custom', path: ['worker_name'], message: 'Worker name is required' });
    }
    if (recommendClassification(b.answers).recommendation !== b.result && !b.notes) {
      ctx.addIssue({ code: 'custom', path: ['notes'], message: OVERRIDE_NEEDS_NOTES });
    }
  });
export type WorkerClassificationCreate = z.infer<typeof workerClassificationCreateSchema>;

/** Answers and result change together (the override rule reads both), so they travel together. */
export const workerClassificationUpdateSchema = z
  .object({ worker_name: fields.worker_name, answers: fields.answers, result: fields.result, notes: fields.notes })
  .partial()
  .strict()
  .superRefine((b, ctx) => {
    if ((b.answers === undefined) !== (b.result === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [b.answers ? 'result' : 'answers'],
        message: 'Send answers and result together',
      });
    }
  });
export type WorkerClassificationUpdate = z.infer<typeof workerClassificationUpdateSchema>;

export const OVERRIDE_NOTES_MESSAGE = OVERRIDE_NEEDS_NOTES;

export const workerClassificationViewSchema = z.object({
  id: z.string(),
  partner: ownerRefSchema,
  worker_name: z.string(),
  contractor: ownerRefSchema.nullable(),
  /** The questionnaire as answered (every question, true or false). */
  answers: z.object(answersShape),
  /** The recommendation shown when it was answered. */
  recommendation: classificationRecommendationSchema,
  result: z.enum(WORKER_CLASSIFICATION_RESULTS),
  notes: z.string().nullable(),
  created_by: ownerRefSchema.nullable(),
  created_at: z.string(),
});
export type WorkerClassificationView = z.infer<typeof workerClassificationViewSchema>;
