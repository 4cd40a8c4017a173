import type { MemberStatus, TeamMember } from '@app/domain';
import { humanizeValue } from '../../../components/data-list/filter-inputs';

export const memberName = (m: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>) =>
  `${m.first_name} ${m.last_name}`.trim() || m.email;

export const STATUS_BADGE: Record<MemberStatus, { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  invited: { color: 'blue', label: 'Invited' },
  deactivated: { color: 'gray', label: 'Deactivated' },
};

export const roleLabel = (role: string | null) => (role ? humanizeValue(role) : '—');
