import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const forgotPassword = (input: { email: string }) =>
  api.post<{ message: string }>('/user/forgot-password', input);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
