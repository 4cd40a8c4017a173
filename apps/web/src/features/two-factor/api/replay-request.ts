import { useMutation } from '@tanstack/react-query';
import { request, type HttpMethod, type QueryParams } from '../../../lib/api/client';
import type { TwoFactorRequest } from '../../../lib/api/two-factor-bridge';

const VERIFICATION_CODE_HEADER = 'X-Verification-Code';

/** The blocked request once more, now carrying the e-mailed code. */
function replayWithCode(blocked: TwoFactorRequest, code: string) {
  return request<unknown>(blocked.requestMethod.toUpperCase() as HttpMethod, blocked.requestUrl, {
    params: blocked.requestParams as QueryParams | undefined,
    data: blocked.requestData,
    headers: { ...blocked.requestHeaders, [VERIFICATION_CODE_HEADER]: code },
    skipTwoFactor: true,
  });
}

export const useReplayWithCode = (blocked: TwoFactorRequest) =>
  useMutation({ mutationFn: (code: string) => replayWithCode(blocked, code) });
