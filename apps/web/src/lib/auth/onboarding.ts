import { isAdminLike, type CurrentUser } from '@app/domain';

/** A user who skips onboarding is left alone for five minutes (spec sections 4 and 9). */
const ONBOARDING_SKIP_WINDOW_MS = 300_000;
export const ONBOARDING_SKIPPED_KEY = 'onboarding_skipped_at';

export function markOnboardingSkipped(now = Date.now()) {
  try {
    window.localStorage.setItem(ONBOARDING_SKIPPED_KEY, String(now));
  } catch {
    // Without storage the user is simply asked again.
  }
}

function skippedRecently(now = Date.now()): boolean {
  try {
    const at = Number(window.localStorage.getItem(ONBOARDING_SKIPPED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < ONBOARDING_SKIP_WINDOW_MS;
  } catch {
    return false;
  }
}

export function hasIncompleteRequirements(user: CurrentUser): boolean {
  const { required, completed } = user.requirements;
  return required.some((step) => !completed.includes(step));
}

/** Onboarding applies to everyone but platform staff (admin, eor). */
export function mustOnboard(user: CurrentUser, now = Date.now()): boolean {
  if (isAdminLike(user.user_type)) return false;
  return hasIncompleteRequirements(user) && !skippedRecently(now);
}

/**
 * Where to resume onboarding from (issue 16: after "Skip for now" the shell offers a way back): the user's
 * onboarding page while a required step is open, for anyone but platform staff; null otherwise.
 */
export function resumeOnboardingPath(user: CurrentUser): string | null {
  if (isAdminLike(user.user_type) || !hasIncompleteRequirements(user)) return null;
  return `/onboard/${user.user_type}`;
}
