import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const verifyPasswordless = (input: { token: string }) =>
  api.post<{ access_token: string }>('/user/passwordless/verify', input);

export const useVerifyPasswordless = () => useMutation({ mutationFn: verifyPasswordless });
