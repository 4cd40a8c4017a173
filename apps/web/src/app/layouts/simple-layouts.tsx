import { Anchor, Box, Center, Container, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandHomeLink, BrandLogo } from '../../components/brand-logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { usePublicGlobals } from '../../lib/auth/use-public-globals';
import { AppFooter } from './app-footer';

type Props = { children: ReactNode };

/** Nothing around the page: redirects, the 404 and pages opened with hide_navigation. */
export function BareLayout({ children }: Props) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} p="md">
      {children}
    </Box>
  );
}

/** Embedded in another product's frame: no chrome at all. */
export function IframeLayout({ children }: Props) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
      {children}
    </Box>
  );
}

function TermsNotice() {
  const globals = usePublicGlobals();
  return (
    <Text size="xs" ta="center" maw={420}>
      By signing in you agree to the{' '}
      <Anchor href={globals.tos_url} target="_blank" rel="noopener noreferrer" inherit underline="always">
        Terms of Service
      </Anchor>{' '}
      and the{' '}
      <Anchor href={globals.privacy_url} target="_blank" rel="noopener noreferrer" inherit underline="always">
        Privacy Policy
      </Anchor>
      .
    </Text>
  );
}

/** Sign-in and other guest pages: a card with the brand's logo (the partner's on its subdomain) centred on top. */
export function LoginLayout({ children }: Props) {
  return (
    <Stack mih="100vh" justify="space-between" gap={0}>
      <Center component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }} p="md">
        <Stack align="center" gap="lg" w="100%" maw={440}>
          <Paper withBorder shadow="sm" radius="md" p="xl" w="100%">
            <Center mb="lg">
              <BrandLogo height={48} />
            </Center>
            {children}
          </Paper>
          <TermsNotice />
        </Stack>
      </Center>
      <AppFooter />
    </Stack>
  );
}

/** Reading pages (legal, onboarding): the skip link past the slim header, a narrow column, the footer. */
export function NarrowLayout({ children }: Props) {
  return (
    <Stack mih="100vh" justify="space-between" gap={0}>
      <SkipLink />
      <Box component="header" px="md" py="sm">
        <Group>
          <BrandHomeLink to="/" />
        </Group>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="sm" py="md" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      <AppFooter />
    </Stack>
  );
}
