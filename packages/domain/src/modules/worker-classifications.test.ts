import { describe, expect, it } from 'vitest';
import {
  CLASSIFICATION_QUESTIONS,
  recommendClassification,
  workerClassificationCreateSchema,
  type ClassificationAnswers,
} from './worker-classifications.js';

/** Every answer pointing to `side`: "yes" where yes points there, "no" elsewhere. */
const allPointing = (side: 'employee' | 'contractor') =>
  Object.fromEntries(CLASSIFICATION_QUESTIONS.map((q) => [q.key, q.yes === side])) as ClassificationAnswers;

describe('recommendClassification', () => {
  it('recommends W-2 when every answer points to employment', () => {
    const r = recommendClassification(allPointing('employee'));
    expect(r.recommendation).toBe('w-2');
    expect(r.factors.behavioral).toEqual({ employee: 3, contractor: 0, verdict: 'employee' });
    expect(r.factors.financial).toEqual({ employee: 4, contractor: 0, verdict: 'employee' });
    expect(r.factors.relationship).toEqual({ employee: 4, contractor: 0, verdict: 'employee' });
  });

  it('recommends independent contractor when every answer points to independence', () => {
    const r = recommendClassification(allPointing('contractor'));
    expect(r.recommendation).toBe('independent_contractor');
    expect(r.factors.financial.verdict).toBe('contractor');
  });

  it('keeps W-2 when the business controls how the work is done, however independent the finances', () => {
    const answers = {
      ...allPointing('contractor'),
      business_directs_how_work_is_done: true,
      business_trains_worker: true,
    };
    const r = recommendClassification(answers);
    expect(r.factors.behavioral).toEqual({ employee: 2, contractor: 1, verdict: 'employee' });
    expect(r.recommendation).toBe('w-2');
  });

  it('calls a tied group mixed, and a mixed financial group is not independence', () => {
    const answers = {
      ...allPointing('contractor'),
      worker_has_significant_investment: false,
      worker_has_unreimbursed_expenses: false,
    };
    const r = recommendClassification(answers);
    expect(r.factors.financial).toEqual({ employee: 2, contractor: 2, verdict: 'mixed' });
    expect(r.recommendation).toBe('w-2');
  });

  it('lets control decide even when the relationship looks like employment', () => {
    const answers = { ...allPointing('contractor'), worker_receives_benefits: true, relationship_is_ongoing: true };
    const r = recommendClassification({ ...answers, work_is_key_to_business: true });
    expect(r.factors.relationship.verdict).toBe('employee');
    expect(r.recommendation).toBe('independent_contractor');
  });
});

describe('workerClassificationCreateSchema', () => {
  const base = { worker_name: 'Riley Chen', answers: allPointing('employee'), result: 'w-2' };

  it('accepts a result that follows the recommendation without notes', () => {
    expect(workerClassificationCreateSchema.safeParse(base).success).toBe(true);
  });

  it('asks for notes when the result overrides the recommendation', () => {
    const parsed = workerClassificationCreateSchema.safeParse({ ...base, result: 'independent_contractor' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['notes']);
    const explained = { ...base, result: 'independent_contractor', notes: 'Licensed vendor with own clients' };
    expect(workerClassificationCreateSchema.safeParse(explained).success).toBe(true);
  });

  it('needs every answer and a worker', () => {
    const { business_trains_worker: _gone, ...partial } = allPointing('employee');
    const parsed = workerClassificationCreateSchema.safeParse({ answers: partial, result: 'w-2' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['answers.business_trains_worker']),
    );
  });
});
