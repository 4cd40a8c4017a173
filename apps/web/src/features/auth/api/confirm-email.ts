import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const confirmEmail = (input: { token: string }) => api.post<{ message: string }>('/user/confirm-email', input);

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
