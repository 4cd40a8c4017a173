import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { ApiKeysTab } from '../components/api-keys-tab';
import { EventsTab } from '../components/events-tab';
import { WebhooksTab } from '../components/webhooks-tab';
import { mayUseDeveloperApi } from '../developers-access';

const TABS = ['keys', 'webhooks', 'events'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (search: URLSearchParams): Tab => {
  const t = search.get('tab');
  return (TABS as readonly string[]).includes(t ?? '') ? (t as Tab) : 'keys';
};

/** /developers (decision 0089): API keys, webhooks and the events they deliver, one tab each (`?tab=`). */
export function DevelopersPage() {
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams);
  const switchTo = (next: string | null) => {
    // Each tab's list has its own filters, page and sort: they do not carry over.
    if (next && (TABS as readonly string[]).includes(next)) setSearchParams(new URLSearchParams({ tab: next }));
  };
  if (user && !mayUseDeveloperApi(user)) {
    return (
      <Stack gap="lg">
        <Title order={1}>Developers</Title>
        <Alert title="For developers">
          API keys and webhooks are managed by your organization&apos;s developers. Ask an administrator to mark you as
          a developer.
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>Developers</Title>
      <Tabs value={tab} onChange={switchTo} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="keys">API keys</Tabs.Tab>
          <Tabs.Tab value="webhooks">Webhooks</Tabs.Tab>
          <Tabs.Tab value="events">Events</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="keys" pt="md">
          <ApiKeysTab />
        </Tabs.Panel>
        <Tabs.Panel value="webhooks" pt="md">
          <WebhooksTab />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <EventsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
