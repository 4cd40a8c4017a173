/**
 * The two-factor modal's part in a page test, as it does it: the request the API held (424) is sent once
 * more with the e-mailed `code`, then 'verification-success' is announced with the answer. Answers what it
 * was handed. Undo with `registerTwoFactorOpener(null)` after the test.
 */
import { request, type HttpMethod, type QueryParams } from '../lib/api/client';
import {
  registerTwoFactorOpener,
  VERIFICATION_SUCCESS_EVENT,
  type TwoFactorRequest,
} from '../lib/api/two-factor-bridge';

export function actAsTwoFactorModal(code: string): TwoFactorRequest[] {
  const opened: TwoFactorRequest[] = [];
  registerTwoFactorOpener((blocked) => {
    opened.push(blocked);
    void request<unknown>(blocked.requestMethod as HttpMethod, blocked.requestUrl, {
      params: blocked.requestParams as QueryParams | undefined,
      data: blocked.requestData,
      headers: { ...blocked.requestHeaders, 'X-Verification-Code': code },
      skipTwoFactor: true,
    }).then((result) =>
      window.dispatchEvent(new CustomEvent(VERIFICATION_SUCCESS_EVENT, { detail: { request: blocked, result } })),
    );
  });
  return opened;
}
