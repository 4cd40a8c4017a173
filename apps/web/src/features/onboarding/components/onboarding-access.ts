import type { CurrentUser } from '@app/domain';

/** A partner's users see only their own people onboarding; everyone else sees several partners'. */
export const seesOnboardingPartner = (user: Pick<CurrentUser, 'user_type'>) => user.user_type !== 'partner';
