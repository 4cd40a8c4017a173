import { useMutation } from '@tanstack/react-query';
import type { AgreementDetail, AgreementSign } from '@app/domain';
import { api } from '../../../lib/api/client';
import { AGREEMENTS_PATH, useAgreementSaved } from './agreement-keys';

/** Send, sign, countersign and void: each answers the agreement as it now is. */
export function useAgreementAction(id: string) {
  const saved = useAgreementSaved();
  const path = `${AGREEMENTS_PATH}/${id}`;
  const send = useMutation({ mutationFn: () => api.post<AgreementDetail>(`${path}/send`), onSuccess: saved });
  const sign = useMutation({
    mutationFn: (body: AgreementSign) => api.post<AgreementDetail>(`${path}/sign`, body),
    onSuccess: saved,
  });
  const countersign = useMutation({
    mutationFn: (body: AgreementSign) => api.post<AgreementDetail>(`${path}/countersign`, body),
    onSuccess: saved,
  });
  const voidIt = useMutation({
    mutationFn: (reason: string) => api.post<AgreementDetail>(`${path}/void`, { reason }),
    onSuccess: saved,
  });
  return { send, sign, countersign, void: voidIt };
}
