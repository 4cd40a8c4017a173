import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../../lib/api/errors';
import { useCompleteCheckr } from '../api/screenings';

const BACK = '/screenings?tab=checkr';

/**
 * /integrations/complete/checkr (spec: a create page; decision 0080): where Checkr sends the browser back
 * after the partner authorized (or declined) the connection. The code and state are posted once, then taken
 * out of the address bar; the page says whether Checkr is connected and links back to Screenings.
 */
export function CheckrCompletePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Read once: the address bar is cleared of the code right after.
  const [given] = useState(() => ({
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
  }));
  const complete = useCompleteCheckr();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (given.code && given.state && !given.error) complete.mutate({ code: given.code, state: given.state });
    void navigate('/integrations/complete/checkr', { replace: true });
  }, [complete, given, navigate]);

  let content;
  if (given.error)
    content = (
      <Alert color="red" variant="light" title="Checkr was not connected">
        The connection was declined in Checkr, so nothing was connected.
      </Alert>
    );
  else if (!given.code || !given.state)
    content = (
      <Alert color="red" variant="light" title="Checkr was not connected">
        Checkr sent no authorization code. Start again from Screenings.
      </Alert>
    );
  else if (complete.isError)
    content = (
      <Alert color="red" variant="light" title="Checkr was not connected">
        {toApiError(complete.error).message}
      </Alert>
    );
  else if (complete.isSuccess)
    content = (
      <Alert color="green" variant="light" title="Checkr connected">
        {complete.data.partner.name}&apos;s Checkr account ({complete.data.account_id}) is connected: background checks
        and drug tests are now ordered through Checkr.
      </Alert>
    );
  else
    content = (
      <Stack gap="xs" align="flex-start">
        <Loader size="sm" role="status" aria-label="Connecting" />
        <Text>Connecting your Checkr account…</Text>
      </Stack>
    );

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Connect Checkr</Title>
      {content}
      <Anchor component={Link} to={BACK}>
        Back to Screenings
      </Anchor>
    </Stack>
  );
}
