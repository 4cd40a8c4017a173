/**
 * Navigation for code outside React (the api client's 401 handling). The router registers
 * itself here; before it does, a full page load is the fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateImpl: Navigate | null = null;

export function registerNavigator(fn: Navigate | null) {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.assign(to);
}
