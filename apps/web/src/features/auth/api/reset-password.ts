import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const resetPassword = (input: { token: string; password: string }) =>
  api.post<{ message: string }>('/user/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
