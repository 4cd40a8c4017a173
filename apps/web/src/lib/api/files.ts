import { getJwt } from '../auth/token-store';

/**
 * Documents open in a new tab where no Authorization header can be sent: their URL carries the
 * session JWT as a query parameter (spec section 7).
 */
export function documentUrl(fileEndpoint: string, path: string): string {
  const base = fileEndpoint.replace(/\/$/, '');
  const url = `${base}/${path.replace(/^\//, '')}`;
  const jwt = getJwt();
  if (!jwt) return url;
  return `${url}${url.includes('?') ? '&' : '?'}jwt=${encodeURIComponent(jwt)}`;
}
