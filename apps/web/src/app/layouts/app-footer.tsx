import { ActionIcon, Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../../features/auth/api/logout';
import { isPartnerBrand, usePublicGlobals } from '../../lib/auth/use-public-globals';
import { useSession } from '../../lib/auth/use-session';
import { faqUrl, supportHref } from './help-links';

/**
 * The copyright line names the partner on its subdomain, with a small "Powered by" the platform's
 * company; elsewhere the platform's company (decision 0086).
 */
function Copyright() {
  const globals = usePublicGlobals();
  const year = new Date().getFullYear();
  if (!isPartnerBrand(globals)) {
    return (
      <Text size="sm">
        © {year} {globals.technology_platform_company}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">
        © {year} {globals.white_label_brand_name}
      </Text>
      <Text size="xs">
        Powered by{' '}
        <Anchor href={globals.technology_platform_website} target="_blank" rel="noopener noreferrer" inherit>
          {globals.technology_platform_company}
        </Anchor>
      </Text>
    </Stack>
  );
}

export function AppFooter({ withLogout = true }: { withLogout?: boolean }) {
  const globals = usePublicGlobals();
  const session = useSession();
  const logout = useLogout();
  return (
    <Box component="footer" px="md" py="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Copyright />
        <Group gap="md" wrap="wrap">
          <Anchor size="sm" href={globals.tos_url} target="_blank" rel="noopener noreferrer">
            Terms of Service
          </Anchor>
          <Anchor size="sm" href={globals.privacy_url} target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </Anchor>
          <Anchor size="sm" href={faqUrl(globals, session)} target="_blank" rel="noopener noreferrer">
            FAQ
          </Anchor>
          <Anchor size="sm" href={supportHref(globals)}>
            Support
          </Anchor>
          {withLogout && session && (
            // The browser's own tooltip: Mantine's Tooltip would bring its positioning library (about 13 KB
            // gzip) into the first load of every page, the login page included, for one hint.
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Logout"
              title="Logout"
              loading={logout.isPending}
              onClick={() => logout.mutate()}
            >
              <IconLogout size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Box>
  );
}
