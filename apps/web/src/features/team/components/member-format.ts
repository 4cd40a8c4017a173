import { labelOf } from '@app/domain';
import type { MemberStatus, TeamMember } from '@app/domain';

export const memberName = (m: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>) =>
  `${m.first_name} ${m.last_name}`.trim() || m.email;

export const STATUS_BADGE: Record<MemberStatus, { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  invited: { color: 'blue', label: 'Invited' },
  deactivated: { color: 'gray', label: 'Deactivated' },
};

export const roleLabel = (role: string | null) => (role ? labelOf('role', role) : '—');
