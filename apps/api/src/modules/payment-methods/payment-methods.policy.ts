/**
 * Whose bank accounts a caller manages (the route table: client, eor, partner, admin with sensitive
 * access): a client's users their own client's; a partner's users its clients'; staff any client's.
 */
import { unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** The client a new account is for: a client's user always its own; others name it. */
export function clientOfNewMethod(p: Principal, requested: string | undefined): string {
  if (p.userType === 'client') return p.clientId ?? 'none';
  if (!requested) throw unprocessable([{ loc: ['body', 'client_id'], msg: 'Choose the client whose account this is' }]);
  return requested;
}

/** A partner's users name only their own partner's clients. */
export const managesClientOf = (p: Principal, partnerId: string) =>
  p.userType !== 'partner' || p.partnerId === partnerId;
