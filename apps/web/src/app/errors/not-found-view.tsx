import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../lib/auth/use-session';

export const NOT_FOUND_TEXT = 'This page could not be found';
export const ACCESS_DENIED_TEXT = 'Not Found';

/** The 404 body shared by unmatched URLs, /404 and the access guard. */
export function NotFoundView({ message }: { message: string }) {
  const session = useSession();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>404</Title>
      <Text size="lg">{message}</Text>
      <Button component={Link} to={session?.home ?? '/'}>
        Go to home
      </Button>
    </Stack>
  );
}
