import { api } from '../../../lib/api/client';

export const forgotPassword = (input: { email: string }) =>
  api.post<{ message: string }>('/user/forgot-password', input);
