import { describe, expect, it } from 'vitest';
import {
  REVIEW_EVENTS,
  criterionKey,
  decidesReviews,
  mayDecideReview,
  mayWithdrawReview,
  mayWriteReview,
  overallRating,
  reviewCreateSchema,
  reviewDecisionSchema,
  reviewTransition,
  reviewTypeCreateSchema,
} from './reviews.js';

describe('the review transition table', () => {
  it('moves a review from written to submitted to decided', () => {
    expect(reviewTransition('pending', 'start')).toEqual({ ok: true, status: 'processing' });
    expect(reviewTransition('pending', 'submit')).toEqual({ ok: true, status: 'awaiting_approval' });
    expect(reviewTransition('processing', 'submit')).toEqual({ ok: true, status: 'awaiting_approval' });
    expect(reviewTransition('awaiting_approval', 'approve')).toEqual({ ok: true, status: 'approved' });
    expect(reviewTransition('awaiting_approval', 'reject')).toEqual({ ok: true, status: 'rejected' });
    expect(reviewTransition('awaiting_approval', 'return')).toEqual({ ok: true, status: 'processing' });
    expect(reviewTransition('processing', 'withdraw')).toEqual({ ok: true, status: 'failed' });
    expect(reviewTransition('processing', 'approve')).toEqual({
      ok: false,
      message: 'Only a review awaiting approval is approved (this one is processing)',
    });
  });

  it('leaves approved, rejected and failed final', () => {
    for (const s of ['approved', 'rejected', 'failed'] as const)
      for (const e of REVIEW_EVENTS) expect(reviewTransition(s, e).ok).toBe(false);
    expect(reviewTransition('approved', 'withdraw')).toEqual({
      ok: false,
      message:
        'This review is approved, which is final: it cannot be withdrawn (write a new review that supersedes it)',
    });
  });
});

describe('who decides', () => {
  const review = { status: 'awaiting_approval' as const, reviewerId: 'author' };
  it('staff and a partner owner, admin or manager; never the author', () => {
    expect(decidesReviews('admin', 'admin')).toBe(true);
    expect(decidesReviews('eor', 'owner')).toBe(true);
    expect(decidesReviews('partner', 'owner')).toBe(true);
    expect(decidesReviews('partner', 'manager')).toBe(true);
    expect(decidesReviews('partner', 'recruiter')).toBe(false);
    expect(decidesReviews('client', 'owner')).toBe(false);
    expect(decidesReviews('contractor', null)).toBe(false);
    expect(mayDecideReview({ userId: 'owner', userType: 'partner', role: 'owner' }, review)).toBe(true);
    expect(mayDecideReview({ userId: 'author', userType: 'partner', role: 'owner' }, review)).toBe(false);
    expect(
      mayDecideReview({ userId: 'owner', userType: 'partner', role: 'owner' }, { ...review, status: 'pending' }),
    ).toBe(false);
  });
  it('the author or staff write; a decision maker may also withdraw', () => {
    const draft = { status: 'processing' as const, reviewerId: 'author' };
    expect(mayWriteReview({ userId: 'author', userType: 'partner', role: 'recruiter' }, draft)).toBe(true);
    expect(mayWriteReview({ userId: 'x', userType: 'partner', role: 'owner' }, draft)).toBe(false);
    expect(mayWriteReview({ userId: 'x', userType: 'admin', role: 'admin' }, draft)).toBe(true);
    expect(mayWithdrawReview({ userId: 'x', userType: 'partner', role: 'owner' }, draft)).toBe(true);
    expect(mayWithdrawReview({ userId: 'x', userType: 'partner', role: 'recruiter' }, draft)).toBe(false);
  });
});

describe('ratings and criteria', () => {
  it('averages the ratings given to two decimals, half up', () => {
    expect(overallRating([])).toBeNull();
    expect(overallRating([{ rating: null }])).toBeNull();
    expect(overallRating([{ rating: 4 }, { rating: 5 }, { rating: 4 }])).toBe('4.33');
    expect(overallRating([{ rating: 4 }, { rating: 5 }])).toBe('4.50');
    expect(
      overallRating([
        { rating: 5 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
        { rating: 4 },
      ]),
    ).toBe('4.13');
    expect(overallRating([{ rating: 3 }, { rating: null }])).toBe('3.00');
  });

  it('keys criteria by their names and refuses two of the same name', () => {
    expect(criterionKey('Quality of work')).toBe('quality_of_work');
    expect(criterionKey('  Punctuality & attendance! ')).toBe('punctuality_attendance');
    const twice = reviewTypeCreateSchema.safeParse({
      name: 'X',
      kind: 'performance',
      criteria: [{ label: 'Quality' }, { label: 'quality' }],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual(['criteria', 1, 'label']);
  });

  it('rates 1 to 5 only, and a reject or a return says why', () => {
    const base = { review_type_id: crypto.randomUUID(), contractor_id: crypto.randomUUID() };
    expect(reviewCreateSchema.safeParse({ ...base, ratings: [{ criterion: 'q', rating: 6 }] }).success).toBe(false);
    expect(reviewCreateSchema.safeParse({ ...base, ratings: [{ criterion: 'q', rating: 0 }] }).success).toBe(false);
    expect(reviewCreateSchema.parse({ ...base, ratings: [{ criterion: 'q', rating: 5 }] }).ratings).toEqual([
      { criterion: 'q', rating: 5, comment: null },
    ]);
    expect(reviewDecisionSchema.safeParse({ decision: 'reject' }).success).toBe(false);
    expect(reviewDecisionSchema.safeParse({ decision: 'return' }).success).toBe(false);
    expect(reviewDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
  });
});
