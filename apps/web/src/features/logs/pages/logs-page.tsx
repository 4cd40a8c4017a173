import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AccessLogsList } from '../components/access-logs-list';
import { ServiceLogsList } from '../components/service-logs-list';

export type LogType = 'access' | 'service';

/** `?type=service` opens the service logs; anything else (or nothing) the access logs. */
const logTypeOf = (search: URLSearchParams): LogType => (search.get('type') === 'service' ? 'service' : 'access');

/** /logs: the menu's "Access Logs" and "Service Logs" links are the two tabs (`?type=`). */
export function LogsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = logTypeOf(searchParams);

  const switchTo = (next: string | null) => {
    if (next !== 'access' && next !== 'service') return;
    // Each tab has its own filters: the other tab's page, sort and filters do not carry over.
    const params = new URLSearchParams({ type: next });
    const hideNavigation = searchParams.get('hide_navigation');
    if (hideNavigation) params.set('hide_navigation', hideNavigation);
    setSearchParams(params);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Logs</Title>
      <Tabs value={type} onChange={switchTo} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="access">Access Logs</Tabs.Tab>
          <Tabs.Tab value="service">Service Logs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="access" pt="md">
          <AccessLogsList />
        </Tabs.Panel>
        <Tabs.Panel value="service" pt="md">
          <ServiceLogsList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
