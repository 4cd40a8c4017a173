import { labelOf } from '@app/domain';
import type { TeamMember } from '@app/domain';

export const memberName = (m: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>) =>
  `${m.first_name} ${m.last_name}`.trim() || m.email;

export const roleLabel = (role: string | null) => (role ? labelOf('role', role) : '—');
