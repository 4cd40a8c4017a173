import type { ReviewTypeView, ReviewView } from '@app/domain';

export const CASEY = '00000000-0000-4000-8000-0000000000c1';
export const CASEY_ASSIGNMENT = '00000000-0000-4000-8000-0000000000a1';
export const TYPE_ID = '00000000-0000-4000-8000-0000000000d1';

export const reviewType = (over: Partial<ReviewTypeView> = {}): ReviewTypeView => ({
  id: TYPE_ID,
  name: 'Quarterly performance',
  kind: 'performance',
  description: null,
  criteria: [
    { key: 'quality_of_work', label: 'Quality of work', description: null },
    { key: 'reliability', label: 'Reliability', description: 'Shows up and delivers on time' },
  ],
  active: true,
  review_count: 0,
  frozen: false,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...over,
});

export const review = (over: Partial<ReviewView> = {}): ReviewView => ({
  id: 'rv-1',
  status: 'awaiting_approval',
  kind: 'performance',
  review_type: { id: TYPE_ID, name: 'Quarterly performance' },
  contractor: { id: CASEY, name: 'Casey Contractor' },
  assignment: { id: CASEY_ASSIGNMENT, name: 'Software Developer' },
  client: { id: 'cl-1', name: 'Globex Corporation' },
  document: null,
  partner: { id: 'p-1', name: 'Acme Staffing' },
  reviewer: { id: 'u-2', name: 'Rita Recruiter' },
  ratings: [
    { criterion: 'quality_of_work', label: 'Quality of work', description: null, rating: 4, comment: 'Careful' },
    { criterion: 'reliability', label: 'Reliability', description: null, rating: 5, comment: null },
  ],
  overall_rating: '4.50',
  comments: 'A strong quarter.',
  submitted_at: '2026-11-21T10:00:00Z',
  decided_by: null,
  decided_at: null,
  decision_note: null,
  supersedes: null,
  superseded_by: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  can_edit: false,
  can_submit: false,
  can_decide: true,
  can_withdraw: true,
  can_supersede: false,
  ...over,
});
