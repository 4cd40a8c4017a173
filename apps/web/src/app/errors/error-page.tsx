import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useSession } from '../../lib/auth/use-session';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

const ERROR_TITLE_404 = '404 Not Found';
const ERROR_TITLE_OTHER = 'An error occurred';

function statusOf(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const code = (error as { statusCode: unknown }).statusCode;
    return typeof code === 'number' ? code : null;
  }
  return null;
}

/** The router's error element. Deliberately plain: no layout, so it cannot fail with it. */
export function ErrorPage({ error }: { error: unknown }) {
  const session = useSession();
  if (isChunkLoadError(error) && reloadForChunkError()) {
    return (
      <Center mih="60vh">
        <Loader role="status" aria-label="Reloading" />
      </Center>
    );
  }
  const status = statusOf(error);
  const title = status === 404 ? ERROR_TITLE_404 : ERROR_TITLE_OTHER;
  return (
    <Center component="main" mih="80vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{title}</Title>
        {status === 404 ? null : <Text>Please try again, or go back to your home page.</Text>}
        {/* A plain link: the router may be the thing that broke. */}
        <Button component="a" href={session?.home ?? '/'}>
          Go to home
        </Button>
      </Stack>
    </Center>
  );
}

export function RouteErrorPage() {
  return <ErrorPage error={useRouteError()} />;
}
