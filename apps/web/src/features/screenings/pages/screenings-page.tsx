import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ordersScreenings } from '@app/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { useScreeningsList } from '../api/screenings';
import { useSession } from '../../../lib/auth/use-session';
import { seesCheckr } from '../checkr-access';
import { CheckrConnection } from '../components/checkr-connection';
import { OrderScreeningModal } from '../components/order-screening-modal';
import { RequirementsPanel } from '../components/requirements-panel';
import { screeningColumns } from '../components/screening-columns';
import { ScreeningFilters } from '../components/screening-filters';

/**
 * /screenings (decision 0073): the screenings the caller sees — background checks, drug tests, training
 * and health checks ordered through the provider — with status and type filters, sorting and CSV; a
 * screening opens its page, where staff approve or reject a 'consider' result.
 */
export function ScreeningsPage() {
  const list = useScreeningsList();
  const subject = useSession()?.subject;
  const [ordering, setOrdering] = useState(false);
  const [params, setParams] = useSearchParams();
  const checkr = subject ? seesCheckr(subject) : false;
  const asked = params.get('tab');
  const tab = asked === 'requirements' || (asked === 'checkr' && checkr) ? asked : 'screenings';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Screenings</Title>
          <Text c="dimmed" size="sm">
            An assignment starts only once every screening its client requires is approved.
          </Text>
        </div>
        {subject && ordersScreenings(subject.userType) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOrdering(true)}>
            Order screening
          </Button>
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v === 'requirements' || v === 'checkr' ? { tab: v } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="screenings">Screenings</Tabs.Tab>
          <Tabs.Tab value="requirements">Requirements</Tabs.Tab>
          {checkr && <Tabs.Tab value="checkr">Checkr</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="screenings">
          <DataList
            list={list}
            columns={screeningColumns}
            tableName="screenings"
            noun="screenings"
            filters={<ScreeningFilters list={list} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="requirements">
          <RequirementsPanel />
        </Tabs.Panel>
        {checkr && (
          <Tabs.Panel value="checkr">
            <CheckrConnection />
          </Tabs.Panel>
        )}
      </Tabs>
      {ordering && <OrderScreeningModal onClose={() => setOrdering(false)} />}
    </Stack>
  );
}
