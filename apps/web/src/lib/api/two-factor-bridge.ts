/**
 * The api client meets HTTP 424 outside React; the app registers the opener of the (lazy)
 * two-factor modal here, so the client can hand it the blocked request.
 */
export interface TwoFactorRequest {
  requestUrl: string;
  requestMethod: string;
  requestParams?: Record<string, unknown>;
  requestData?: unknown;
  requestHeaders: Record<string, string>;
  responseData: unknown;
}

type Opener = (request: TwoFactorRequest) => void;
let opener: Opener | null = null;

export function registerTwoFactorOpener(fn: Opener | null) {
  opener = fn;
}

export function openTwoFactor(request: TwoFactorRequest): boolean {
  if (!opener) return false;
  opener(request);
  return true;
}

export const VERIFICATION_SUCCESS_EVENT = 'verification-success';
