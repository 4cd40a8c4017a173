import type { EasyApproveSend, EasyApproveSendResult } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** POST /v2/easy_approve/send (admin, eor): the client approvers' e-mails with their one-time links, now. */
const sendApprovalEmails = (body: EasyApproveSend) => api.post<EasyApproveSendResult>('/easy_approve/send', body);

export const useSendApprovalEmails = () => useMutation({ mutationFn: sendApprovalEmails });
