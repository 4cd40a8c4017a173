import type { CurrentUser } from '@app/domain';

/**
 * Admins record assessments for any partner (the API's choosesAssessmentPartner), so their list
 * names each one's partner; a partner's users only ever see their own.
 */
export const seesAssessmentPartner = (user: Pick<CurrentUser, 'user_type'>) => user.user_type === 'admin';
