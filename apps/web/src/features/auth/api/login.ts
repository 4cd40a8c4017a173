import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface LoginInput {
  email: string;
  password: string;
}
export type LoginResult =
  { access_token: string } | { requires_two_factor: true; two_factor_token: string; detail?: string };

const login = (input: LoginInput) => api.post<LoginResult>('/user', input);

export const useLogin = () => useMutation({ mutationFn: login });
