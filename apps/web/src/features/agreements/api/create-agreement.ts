import { useMutation } from '@tanstack/react-query';
import type { AgreementCreate, AgreementDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { AGREEMENTS_PATH, useAgreementSaved } from './agreement-keys';

/** Generates an agreement from a template's current version (sent at once unless kept as a draft). */
export function useCreateAgreement() {
  const saved = useAgreementSaved();
  return useMutation({
    mutationFn: (body: AgreementCreate) => api.post<AgreementDetail>(AGREEMENTS_PATH, body),
    onSuccess: saved,
  });
}
