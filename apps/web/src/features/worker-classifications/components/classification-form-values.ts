import {
  CLASSIFICATION_QUESTIONS,
  recommendClassification,
  workerClassificationCreateSchema,
  type ClassificationAnswers,
  type WorkerClassificationCreate,
  type WorkerClassificationResult,
} from '@app/domain';
import type { FieldErrors } from '../../../components/forms/server-field-errors';
import { checkWith, type Checked } from '../../../components/reference/use-resource-form';
import type { PartialAnswers } from './questionnaire';

export interface ClassificationFormValues {
  worker_name: string;
  contractor_id: string;
  partner_id: string;
  /** Unused: the shared partner picker's form shape. */
  client_id: string;
  answers: PartialAnswers;
  result: WorkerClassificationResult | '';
  notes: string;
}

export const CLASSIFICATION_FIELD_KEYS = [
  'worker_name',
  'contractor_id',
  'partner_id',
  'result',
  'notes',
  ...CLASSIFICATION_QUESTIONS.map((q) => `answers.${q.key}`),
];

export const emptyClassificationValues = (): ClassificationFormValues => ({
  worker_name: '',
  contractor_id: '',
  partner_id: '',
  client_id: '',
  answers: {},
  result: '',
  notes: '',
});

export const unansweredCount = (answers: PartialAnswers) =>
  CLASSIFICATION_QUESTIONS.filter((q) => answers[q.key] === undefined).length;

/** The live recommendation, once every question has an answer. */
export const liveRecommendation = (answers: PartialAnswers) =>
  unansweredCount(answers) === 0 ? recommendClassification(answers as ClassificationAnswers) : null;

export function checkCreate(v: ClassificationFormValues, picksPartner: boolean): Checked<WorkerClassificationCreate> {
  const extra: FieldErrors =
    picksPartner && !v.partner_id && !v.contractor_id ? { partner_id: 'Choose a partner' } : {};
  return checkWith(
    workerClassificationCreateSchema,
    {
      worker_name: v.worker_name.trim() || undefined,
      contractor_id: v.contractor_id || null,
      answers: v.answers,
      result: v.result || undefined,
      notes: v.notes || null,
      partner_id: picksPartner && !v.contractor_id ? v.partner_id || undefined : undefined,
    },
    extra,
  );
}
