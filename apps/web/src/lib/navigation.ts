/**
 * Navigation for code outside React (the api client's 401 handling, signing out, ending acting
 * as). The router registers itself here; before it does, a full page load is the fallback. Like
 * every redirect, it keeps the page's hide_navigation.
 */
import { keepQuery } from '@app/domain';

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateImpl: Navigate | null = null;

export function registerNavigator(fn: Navigate | null) {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  const target = keepQuery(to, window.location.search);
  if (navigateImpl) navigateImpl(target, options);
  else window.location.assign(target);
}
