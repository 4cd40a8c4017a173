import type { EasyApproveSubmit, EasyApproveSubmitResult } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const submitEasyApprove = (body: EasyApproveSubmit) => api.post<EasyApproveSubmitResult>('/easy_approve', body);

export const useSubmitEasyApprove = () => useMutation({ mutationFn: submitEasyApprove });
