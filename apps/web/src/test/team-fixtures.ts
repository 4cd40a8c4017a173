/** Team members as GET /v2/users answers them: the team, admin users and permissions page tests share them. */
import type { TeamMember } from '@app/domain';

const member = (over: Partial<TeamMember>): TeamMember => ({
  id: 'u-rita',
  email: 'rita@demo.test',
  first_name: 'Rita',
  last_name: 'Recruiter',
  user_type: 'partner',
  role: 'recruiter',
  status: 'active',
  active: true,
  requires_two_factor: false,
  last_sign_in_at: '2026-03-01T12:00:00Z',
  created_at: '2026-01-02T10:00:00Z',
  is_developer: false,
  ...over,
});

export const rita = member({});
export const paula = member({
  id: 'u1',
  email: 'paula@demo.test',
  first_name: 'Paula',
  last_name: 'Partner',
  role: 'owner',
});
export const ivy = member({
  id: 'u-ivy',
  email: 'ivy@demo.test',
  first_name: 'Ivy',
  last_name: 'Invited',
  role: 'manager',
  status: 'invited',
  last_sign_in_at: null,
});
