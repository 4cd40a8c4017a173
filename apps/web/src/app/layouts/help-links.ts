import type { PublicGlobals } from '@app/domain';
import type { Session } from '../../lib/auth/use-session';

/** W-2 contractors of a non-self-employer partner get their own help center (spec section 2). */
export function faqUrl(globals: PublicGlobals, session: Session | null): string {
  const s = session?.subject;
  const contractorHelp =
    s?.userType === 'contractor' && s.partner?.self_employer !== true && session?.user.requirements.requires_w2_onboard;
  return contractorHelp ? globals.contractor_help_center_url : globals.help_center_url;
}

export const supportHref = (globals: PublicGlobals) => `mailto:${globals.support_email}`;
