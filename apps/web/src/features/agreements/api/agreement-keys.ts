import { useQueryClient } from '@tanstack/react-query';
import type { AgreementDetail, TemplateKind } from '@app/domain';

export const AGREEMENTS_PATH = '/agreements';
export const TEMPLATES_PATH: Record<TemplateKind, string> = {
  agreement: '/agreement_templates',
  document: '/document_templates',
};

export const agreementQueryKey = (id: string) => ['agreement', id] as const;
export const templateQueryKey = (kind: TemplateKind, id: string) => ['template', kind, id] as const;

/** After a command: the agreement's page from the answer, and the list. */
export function useAgreementSaved() {
  const queryClient = useQueryClient();
  return (a?: AgreementDetail) => {
    if (a) queryClient.setQueryData(agreementQueryKey(a.id), a);
    void queryClient.invalidateQueries({ queryKey: ['list', AGREEMENTS_PATH] });
  };
}
