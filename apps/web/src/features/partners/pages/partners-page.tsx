import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { usePartnersList } from '../api/get-partners';
import { partnerColumns } from '../components/partner-columns';

/** /partners: the partners this user may see (the API scopes them: a sales partner sees those it referred). */
export function PartnersPage() {
  const list = usePartnersList();
  const session = useSession();
  const columns = useMemo(() => partnerColumns(), []);
  const canCreate = session?.user.links.includes('/create_partner') ?? false;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Partners</Title>
        {canCreate && (
          <Button component={Link} to="/create_partner" leftSection={<IconPlus size={16} aria-hidden />}>
            New partner
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="partners"
        noun="partners"
        filters={<TextFilter list={list} name="search" label="Search" placeholder="Partner name" search />}
      />
    </Stack>
  );
}
