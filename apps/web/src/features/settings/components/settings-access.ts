import type { CurrentUser } from '@app/domain';

/** A partner's owner keeps its partner's overrides in settings: the partner whose overrides they see, or null. */
export const overridesPartnerOf = (user: CurrentUser) =>
  user.user_type === 'partner' && user.role === 'owner' ? user.partner : null;
