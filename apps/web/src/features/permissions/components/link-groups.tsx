import { Badge, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { LinkState, MemberPermissions, PermissionLink } from '@app/domain';

const STATE_BADGE: Partial<Record<LinkState, { color: string; label: string }>> = {
  granted: { color: 'blue', label: 'Granted' },
  revoked: { color: 'orange', label: 'Revoked' },
  unavailable: { color: 'gray', label: 'Not available for this role' },
};

/** Groups in first-seen order (the menu's order). */
function grouped(links: readonly PermissionLink[]): [string, PermissionLink[]][] {
  const groups = new Map<string, PermissionLink[]>();
  for (const l of links) groups.set(l.group, [...(groups.get(l.group) ?? []), l]);
  return [...groups];
}

interface Props {
  permissions: MemberPermissions;
  pendingLink: string | null;
  onToggle: (link: string, enabled: boolean) => void;
}

export function LinkGroups({ permissions, pendingLink, onToggle }: Props) {
  return (
    <Stack gap="md">
      {grouped(permissions.links).map(([group, links]) => (
        <Paper key={group} withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {group}
          </Title>
          <Stack gap="xs" role="group" aria-label={group}>
            {links.map((l) => {
              const badge = STATE_BADGE[l.state];
              return (
                <Group key={l.link} justify="space-between" wrap="nowrap">
                  <Switch
                    label={l.label}
                    description={l.link}
                    checked={l.enabled}
                    disabled={!l.editable || pendingLink !== null}
                    onChange={(e) => onToggle(l.link, e.currentTarget.checked)}
                  />
                  {badge && (
                    <Badge color={badge.color} variant="light">
                      {badge.label}
                    </Badge>
                  )}
                </Group>
              );
            })}
          </Stack>
        </Paper>
      ))}
      {permissions.links.length === 0 && <Text c="dimmed">This member has no pages to manage.</Text>}
    </Stack>
  );
}
