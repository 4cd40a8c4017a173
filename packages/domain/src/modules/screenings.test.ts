import { describe, expect, it } from 'vitest';
import { REVIEW_STATUSES } from '../enums.js';
import { SCREENING_EVENTS, licenseBadge, screeningTransition } from './screenings.js';

describe('the screening transition table', () => {
  it('moves an order by the provider and staff, and nothing else', () => {
    expect(screeningTransition('pending', 'submit')).toEqual({ ok: true, status: 'processing' });
    expect(screeningTransition('processing', 'clear')).toEqual({ ok: true, status: 'approved' });
    expect(screeningTransition('processing', 'consider')).toEqual({ ok: true, status: 'awaiting_approval' });
    expect(screeningTransition('processing', 'fail')).toEqual({ ok: true, status: 'failed' });
    expect(screeningTransition('awaiting_approval', 'approve')).toEqual({ ok: true, status: 'approved' });
    expect(screeningTransition('awaiting_approval', 'reject')).toEqual({ ok: true, status: 'rejected' });
    expect(screeningTransition('processing', 'approve')).toEqual({
      ok: false,
      message: 'Only a screening awaiting approval is approved (this one is processing)',
    });
  });

  it('leaves approved, rejected and failed final', () => {
    for (const s of ['approved', 'rejected', 'failed'] as const)
      for (const e of SCREENING_EVENTS) expect(screeningTransition(s, e).ok).toBe(false);
    expect(REVIEW_STATUSES).toHaveLength(6);
  });
});

describe('licenseBadge', () => {
  it('says expired, today, or in N days within 30 days', () => {
    expect(licenseBadge(-1)).toBe('Expired');
    expect(licenseBadge(0)).toBe('Expires today');
    expect(licenseBadge(1)).toBe('Expires in 1 day');
    expect(licenseBadge(30)).toBe('Expires in 30 days');
    expect(licenseBadge(31)).toBeNull();
  });
});
