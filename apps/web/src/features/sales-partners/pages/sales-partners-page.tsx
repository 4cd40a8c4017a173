import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { useSalesPartnersList } from '../api/get-sales-partners';
import { salesPartnerColumns } from '../components/sales-partner-columns';

/** /sales_partners (admin, eor): every sales partner with its commission and referrals. */
export function SalesPartnersPage() {
  const list = useSalesPartnersList();
  const session = useSession();
  const columns = useMemo(() => salesPartnerColumns(), []);
  const canCreate = session?.user.links.includes('/create_sales_partner') ?? false;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Sales Partners</Title>
        {canCreate && (
          <Button component={Link} to="/create_sales_partner" leftSection={<IconPlus size={16} aria-hidden />}>
            New sales partner
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="sales_partners"
        noun="sales partners"
        filters={<TextFilter list={list} name="search" label="Search" placeholder="Sales partner name" search />}
      />
    </Stack>
  );
}
