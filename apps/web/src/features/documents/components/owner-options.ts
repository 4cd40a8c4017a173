import type { ComboboxItem } from '@mantine/core';
import type { DocumentKind } from '@app/domain';
import { useClientOptions } from '../../../components/reference/client-options';
import { useContractorOptions } from '../../../components/reference/contractor-options';
import { usePartnerOptions } from '../../../components/reference/partner-options';

/** The contractors, clients or partners a kind's documents belong to, loaded only when `enabled`. */
export function useOwnerOptions(kind: DocumentKind, enabled: boolean): { data: ComboboxItem[]; loading: boolean } {
  const contractors = useContractorOptions(enabled && kind === 'contractor');
  const clients = useClientOptions(enabled && kind === 'client');
  const partners = usePartnerOptions(enabled && (kind === 'employer' || kind === 'platform'));
  const query = kind === 'contractor' ? contractors : kind === 'client' ? clients : partners;
  return { data: query.data ?? [], loading: query.isLoading };
}

/** What the owner column says of a document of no owner. */
export const NO_OWNER: Record<DocumentKind, string> = {
  contractor: '—',
  client: '—',
  employer: 'Platform',
  platform: 'Every partner',
};
