/**
 * The demo logins (README's table) by user type and role, for `TestApp.loginAs` and `callAs`.
 * The first entry of a user type is its default; users outside this table (the Beacon owner, the
 * new hire, the two-factor manager) are logged in by e-mail with `login()`.
 */
import type { Role, UserType } from '@app/domain';

export interface DemoUser {
  email: string;
  userType: UserType;
  role: Role | null;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@demo.test', userType: 'admin', role: 'admin' },
  { email: 'eor@demo.test', userType: 'eor', role: 'owner' },
  { email: 'partner@demo.test', userType: 'partner', role: 'owner' },
  { email: 'recruiter@demo.test', userType: 'partner', role: 'recruiter' },
  { email: 'timesheets@demo.test', userType: 'partner', role: 'time_sheet_only' },
  { email: 'sales@demo.test', userType: 'sales_partner', role: 'owner' },
  { email: 'client@demo.test', userType: 'client', role: 'owner' },
  { email: 'contractor@demo.test', userType: 'contractor', role: null },
];

/** Who to act as: a user type (its default demo user) or a user type and role. */
export type DemoAs = UserType | readonly [UserType, Role];

export function demoUser(as: DemoAs): DemoUser {
  const [userType, role] = typeof as === 'string' ? [as, undefined] : as;
  const user = DEMO_USERS.find((u) => u.userType === userType && (role === undefined || u.role === role));
  if (!user) throw new Error(`no demo user of type ${userType}${role ? ` with role ${role}` : ''}`);
  return user;
}
