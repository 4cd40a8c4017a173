import { EmptyState, Stack, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import type { RouteDef } from '@app/domain';
import { useRouteDef } from '../app/route-def';
import { brandName, usePublicGlobals } from '../lib/auth/use-public-globals';

export const PLACEHOLDER_EMPTY_TEXT = 'Nothing here yet';

/** What a route shows until its feature is built: the route's title and an empty state. */
export function PlaceholderView({ def }: { def: Pick<RouteDef, 'title'> | null }) {
  const globals = usePublicGlobals();
  const title = def?.title ?? brandName(globals);
  return (
    <Stack gap="xl">
      <Title order={1}>{title}</Title>
      <EmptyState
        icon={<IconHourglassEmpty size={32} aria-hidden />}
        withIndicatorBackground
        title={PLACEHOLDER_EMPTY_TEXT}
        description="This page is on its way."
      />
    </Stack>
  );
}

export function PlaceholderPage() {
  return <PlaceholderView def={useRouteDef()} />;
}
