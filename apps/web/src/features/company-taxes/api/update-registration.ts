import { useMutation } from '@tanstack/react-query';
import type { StateRegistrationUpdate, StateRegistrationView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { REGISTRATIONS_PATH, useInvalidateCompanyTaxes } from './company-tax-keys';

export function useUpdateRegistration() {
  const invalidate = useInvalidateCompanyTaxes();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StateRegistrationUpdate }) =>
      api.patch<StateRegistrationView>(`${REGISTRATIONS_PATH}/${id}`, body),
    onSuccess: invalidate,
  });
}
