import { Select } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { useSession } from '../../../lib/auth/use-session';
import { picksAccountingPartner } from '../accounting-access';

/**
 * Staff pick the partner whose integrations they look at (kept in the address as `partner_id`, so the
 * pages link to each other with it); a partner's users act for their own and see no picker.
 */
export function usePartnerChoice() {
  const subject = useSession()?.subject;
  const staff = subject ? picksAccountingPartner(subject) : false;
  const [params, setParams] = useSearchParams();
  const partnerId = staff ? (params.get('partner_id') ?? undefined) : undefined;
  const choose = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('partner_id', id);
    else next.delete('partner_id');
    setParams(next, { replace: true });
  };
  return { staff, partnerId, ready: !staff || partnerId !== undefined, choose };
}

export function PartnerPicker({ choice }: { choice: ReturnType<typeof usePartnerChoice> }) {
  const partners = usePartnerOptions(choice.staff);
  if (!choice.staff) return null;
  return (
    <Select
      label="Partner"
      placeholder="Choose the partner"
      data={partners.data ?? []}
      searchable
      value={choice.partnerId ?? null}
      onChange={choice.choose}
      nothingFoundMessage="None found"
      maw={360}
    />
  );
}

/** `?partner_id=…` for staff links between the pages; empty for a partner's users. */
export const partnerQuery = (partnerId: string | undefined) => (partnerId ? `partner_id=${partnerId}` : '');
