import type { AccessSubject, CurrentUser } from '@app/domain';

/** The one place a signed-in user becomes the subject the @app/domain rules evaluate. */
export function toAccessSubject(user: CurrentUser): AccessSubject {
  return {
    userType: user.user_type,
    role: user.role,
    partner: user.partner ?? user.client?.partner ?? user.contractor?.partner ?? null,
    client: user.client,
    requiresW2Onboard: user.requirements.requires_w2_onboard,
  };
}
