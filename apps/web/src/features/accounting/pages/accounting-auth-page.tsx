import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ACCOUNTING_PROVIDER_NAMES, ACCOUNTING_PROVIDERS } from '@app/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../../lib/api/errors';
import { toastError } from '../../../lib/notify';
import { providerComingBack, useCompleteAccountingAuth, useStartAccountingAuth } from '../api/accounting';
import { PartnerPicker, usePartnerChoice } from '../components/partner-picker';

/**
 * /accounting_auth (decision 0091): starts the connection (a button per provider, to its consent page)
 * and is where the provider sends the browser back. The code and state are posted once and taken out of
 * the address bar; the page says whether the company is connected and links to it.
 */
export function AccountingAuthPage() {
  const [params] = useSearchParams();
  const [given] = useState(() => ({
    code: params.get('code'),
    state: params.get('state'),
    realmId: params.get('realmId'),
    error: params.get('error'),
  }));
  const returning = Boolean(given.code || given.error || given.state);
  return returning ? <Completion given={given} /> : <Start />;
}

function Start() {
  const choice = usePartnerChoice();
  const start = useStartAccountingAuth();
  const go = async (provider: (typeof ACCOUNTING_PROVIDERS)[number]) => {
    try {
      window.location.assign(await start.mutateAsync({ provider, partnerId: choice.partnerId }));
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Connect accounting</Title>
      <Text>
        Connect a QuickBooks Online company or a Xero organisation: you are sent to the provider to authorize, then back
        here. Tokens are stored encrypted and never shown.
      </Text>
      <PartnerPicker choice={choice} />
      <Group gap="sm">
        {ACCOUNTING_PROVIDERS.map((p) => (
          <Button
            key={p}
            disabled={!choice.ready}
            loading={start.isPending && start.variables?.provider === p}
            onClick={() => void go(p)}
          >
            Connect {ACCOUNTING_PROVIDER_NAMES[p]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function Completion({
  given,
}: {
  given: { code: string | null; state: string | null; realmId: string | null; error: string | null };
}) {
  const navigate = useNavigate();
  const complete = useCompleteAccountingAuth();
  const started = useRef(false);
  const provider = useState(() => providerComingBack(given.realmId !== null))[0];

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (given.code && given.state && !given.error)
      complete.mutate({
        provider,
        code: given.code,
        state: given.state,
        ...(given.realmId && { realm_id: given.realmId }),
      });
    void navigate('/accounting_auth', { replace: true });
  }, [complete, given, navigate, provider]);

  const name = ACCOUNTING_PROVIDER_NAMES[provider];
  const failed = (text: string) => (
    <Alert color="red" variant="light" title={`${name} was not connected`}>
      {text}
    </Alert>
  );
  let content;
  if (given.error) content = failed(`The connection was declined in ${name}, so nothing was connected.`);
  else if (!given.code || !given.state) content = failed(`${name} sent no authorization code. Start again.`);
  else if (complete.isError) content = failed(toApiError(complete.error).message);
  else if (complete.isSuccess) {
    const c = complete.data;
    content = (
      <Stack gap="sm">
        <Alert color="green" variant="light" title={`${name} connected`}>
          {c.partner.name} is connected to {c.company_name}. Sync its chart of accounts and map our accounts to it
          before exporting.
        </Alert>
        <Anchor component={Link} to={`/integrations/${c.provider}?connection_id=${c.id}&partner_id=${c.partner.id}`}>
          Open {name}
        </Anchor>
      </Stack>
    );
  } else
    content = (
      <Stack gap="xs" align="flex-start">
        <Loader size="sm" role="status" aria-label="Connecting" />
        <Text>Connecting your {name} company…</Text>
      </Stack>
    );
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Connect {name}</Title>
      {content}
      <Anchor component={Link} to="/integrations">
        Back to Integrations
      </Anchor>
    </Stack>
  );
}
