import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/** May answer 424: the client opens the two-factor modal, which replays this call. */
const changePassword = (input: ChangePasswordInput) => api.post<{ message: string }>('/user/change-password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
