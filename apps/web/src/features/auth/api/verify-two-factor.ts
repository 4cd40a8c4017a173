import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface VerifyTwoFactorInput {
  two_factor_token: string;
  code: string;
}

const verifyTwoFactor = (input: VerifyTwoFactorInput) => api.post<{ access_token: string }>('/user/two_factor', input);

export const useVerifyTwoFactor = () => useMutation({ mutationFn: verifyTwoFactor });
