/**
 * Who writes, decides and withdraws reviews, and who manages review types (decision 0075); the rules are
 * @app/domain's, shared with the pages' buttons.
 */
import {
  decidesReviews,
  managesReviewTypes,
  mayDecideReview,
  mayWithdrawReview,
  mayWriteReview,
  writesReviews,
  type ReviewActor,
  type ReviewStatus,
} from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

const actor = (p: Principal): ReviewActor => ({ userId: p.userId, userType: p.userType, role: p.role });
type ReviewFacts = { status: ReviewStatus; reviewerId: string };

export function mustWriteReviews(p: Principal) {
  if (!writesReviews(p.userType)) throw forbidden('Only platform staff and partners write reviews');
}

export function mustManageReviewTypes(p: Principal) {
  if (!managesReviewTypes(p.userType)) throw forbidden('Only platform staff manage review types');
}

/** Staff see every review type; partners only the active ones (to write reviews with). */
export const seesInactiveReviewTypes = (p: Principal) => managesReviewTypes(p.userType);

export const mayWrite = (p: Principal, r: ReviewFacts) => mayWriteReview(actor(p), r);
export const mayDecide = (p: Principal, r: ReviewFacts) => mayDecideReview(actor(p), r);
export const mayWithdraw = (p: Principal, r: ReviewFacts) => mayWithdrawReview(actor(p), r);

/** The author or staff edit or submit (whatever the status: the transition table answers that, 409). */
export function mustWrite(p: Principal, r: { reviewerId: string }) {
  if (!mayWrite(p, { status: 'processing', reviewerId: r.reviewerId }))
    throw forbidden("Only the review's author or platform staff change it");
}

/** Staff, or the partner's owner, admin or manager — never the review's author. */
export function mustDecide(p: Principal, r: { reviewerId: string }) {
  if (!decidesReviews(p.userType, p.role))
    throw forbidden("Only platform staff or the partner's owner, admin or manager decide a review");
  if (r.reviewerId === p.userId) throw forbidden('You wrote this review: someone else decides it');
}

export function mustWithdraw(p: Principal, r: { reviewerId: string }) {
  if (!mayWithdraw(p, { status: 'processing', reviewerId: r.reviewerId }))
    throw forbidden("Only the review's author, a decision maker or platform staff withdraw it");
}
