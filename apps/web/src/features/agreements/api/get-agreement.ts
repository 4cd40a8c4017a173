import { useQuery } from '@tanstack/react-query';
import type { AgreementDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { AGREEMENTS_PATH, agreementQueryKey } from './agreement-keys';

/** One agreement: its frozen text, signatures, audit record and what the caller may do. */
export const useAgreement = (id: string) =>
  useQuery({
    queryKey: agreementQueryKey(id),
    queryFn: ({ signal }) => api.get<AgreementDetail>(`${AGREEMENTS_PATH}/${id}`, { signal }),
    retry: false,
  });
