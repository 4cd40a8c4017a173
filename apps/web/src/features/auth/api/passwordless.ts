import { api } from '../../../lib/api/client';

export const requestPasswordless = (input: { email: string }) =>
  api.post<{ message: string }>('/user/passwordless', input);
