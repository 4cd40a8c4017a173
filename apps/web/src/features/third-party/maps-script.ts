import { useEffect } from 'react';
import { useAuthenticatedApiKeys } from './api/get-authenticated-api-keys';

export const MAPS_SCRIPT_ID = 'google-maps-places';

/** Adds the Maps script with the places library once; returns false when it was already there. */
export function loadMapsScript(key: string, doc: Document = document): boolean {
  if (doc.getElementById(MAPS_SCRIPT_ID)) return false;
  const script = doc.createElement('script');
  script.id = MAPS_SCRIPT_ID;
  script.async = true;
  script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&loading=async`;
  doc.head.appendChild(script);
  return true;
}

/**
 * Signed-in users get the Maps script (address autocomplete) only when the server hands out a key
 * (spec section 7); in local mode it never does, so nothing third-party loads.
 */
export function useMapsScript(signedIn: boolean) {
  const keys = useAuthenticatedApiKeys(signedIn);
  const google = keys.data?.google ?? null;
  useEffect(() => {
    if (google) loadMapsScript(google);
  }, [google]);
}
