import { useMatches } from 'react-router';
import type { RouteDef } from '@app/domain';

export interface RouteHandle {
  def: RouteDef;
}

const isRouteHandle = (h: unknown): h is RouteHandle =>
  typeof h === 'object' && h !== null && 'def' in h && typeof (h as RouteHandle).def === 'object';

/** The matched leaf route's definition from the route table (null outside the table). */
export function useRouteDef(): RouteDef | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.def;
  }
  return null;
}

/** Unmatched URLs: a bare public page, so signed-out visitors see the 404 too. */
export const NOT_FOUND_DEF: RouteDef = {
  path: '*',
  name: 'not-found',
  title: 'Not Found',
  layout: 'bare',
  access: 'public',
  userTypes: 'all',
  built: true,
};
