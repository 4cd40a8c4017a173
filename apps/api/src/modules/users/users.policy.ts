/** Where platform staff list every user, whose link they must hold to do it. */
import type { Principal } from '../../lib/principal.js';

/** Like the pages: admins list every user on /admin/users, EOR staff on /users. */
export const everyUserPageOf = (p: Principal) => (p.userType === 'admin' ? '/admin/users' : '/users');
