import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { SalesPartnerSelect } from '../../../components/reference/sales-partner-select';
import { usePartnersList } from '../api/get-partners';
import { isPlatformStaff } from '../components/partner-access';
import { partnerColumns } from '../components/partner-columns';

function ReferredPartnersList() {
  const list = usePartnersList();
  const columns = useMemo(() => partnerColumns().filter((c) => c.accessor !== 'sales_partner.name'), []);
  return (
    <DataList
      list={list}
      columns={columns}
      tableName="referral_partners"
      noun="referred partners"
      filters={<TextFilter list={list} name="search" label="Search" placeholder="Partner name" search />}
    />
  );
}

/**
 * /referral_partners: the partners a sales partner referred. A sales partner sees its own (the API
 * scopes them); admin and eor staff choose the sales partner first.
 */
export function ReferralPartnersPage() {
  const session = useSession();
  const staff = session !== null && isPlatformStaff(session.user);
  const [params, setParams] = useSearchParams();
  const chosen = params.get('sales_partner_id') ?? '';
  const choose = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (id) next.set('sales_partner_id', id);
      else next.delete('sales_partner_id');
      return next;
    });
  return (
    <Stack gap="lg">
      <Title order={1}>Referral Partners</Title>
      {staff && <SalesPartnerSelect label="Sales partner" value={chosen} onChange={choose} clearable={false} />}
      {staff && !chosen ? (
        <Text c="dimmed">Choose a sales partner to see the partners it referred.</Text>
      ) : (
        <ReferredPartnersList key={chosen} />
      )}
    </Stack>
  );
}
