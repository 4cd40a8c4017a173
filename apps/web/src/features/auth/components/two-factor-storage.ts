/** The pending login between /login and /two_factor lives only for this tab. */
const TOKEN_KEY = 'two_factor_token';
const DETAIL_KEY = 'two_factor_detail';

export function storePendingTwoFactor(token: string, detail: string | undefined) {
  sessionStorage.setItem(TOKEN_KEY, token);
  if (detail) sessionStorage.setItem(DETAIL_KEY, detail);
  else sessionStorage.removeItem(DETAIL_KEY);
}

export function pendingTwoFactor(): { token: string; detail: string | null } | null {
  const token = sessionStorage.getItem(TOKEN_KEY);
  return token ? { token, detail: sessionStorage.getItem(DETAIL_KEY) } : null;
}

export function clearPendingTwoFactor() {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(DETAIL_KEY);
}
