import { useQueryClient } from '@tanstack/react-query';

export const COMPANY_TAXES_PATH = '/company_taxes';
export const REGISTRATIONS_PATH = '/company_taxes/registrations';
export const COMP_RATES_PATH = '/company_taxes/workers_comp_rates';

/** The employer's profile, by employer key ('' for the caller's default). */
export const companyTaxesKey = (employerKey: string) => ['company-taxes', employerKey] as const;

/** After a change: the profile and both lists are read again. */
export function useInvalidateCompanyTaxes() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['company-taxes'] });
    void queryClient.invalidateQueries({ queryKey: ['list', REGISTRATIONS_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['list', COMP_RATES_PATH] });
  };
}
