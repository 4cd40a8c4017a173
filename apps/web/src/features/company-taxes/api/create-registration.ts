import { useMutation } from '@tanstack/react-query';
import type { StateRegistrationCreate, StateRegistrationView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { REGISTRATIONS_PATH, useInvalidateCompanyTaxes } from './company-tax-keys';

export function useCreateRegistration() {
  const invalidate = useInvalidateCompanyTaxes();
  return useMutation({
    mutationFn: (body: StateRegistrationCreate) => api.post<StateRegistrationView>(REGISTRATIONS_PATH, body),
    onSuccess: invalidate,
  });
}
