import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { DashboardFigure } from '@app/domain';
import { Link } from 'react-router';
import { figureDetail, figureValue } from './dashboard-format';

/**
 * What the user must act on: each to-do figure with something in it, linking to its list; when
 * there is none, a plain "Nothing awaits you".
 */
export function TodoList({ figures }: { figures: DashboardFigure[] }) {
  const open = figures.filter((f) => f.todo && (f.count ?? 0) > 0);
  return (
    <Paper withBorder p="md" radius="md" role="region" aria-labelledby="dashboard-todos">
      <Title order={2} size="h4" id="dashboard-todos" mb="sm">
        To do
      </Title>
      {open.length === 0 ? (
        <Group gap="xs">
          <IconCircleCheck size={20} aria-hidden color="var(--mantine-color-green-filled)" />
          <Text c="dimmed">Nothing awaits you.</Text>
        </Group>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {open.map((f) => (
            <Group key={f.key} component="li" justify="space-between" wrap="nowrap" gap="sm">
              {f.href ? (
                <Anchor component={Link} to={f.href}>
                  {f.label}
                </Anchor>
              ) : (
                <Text>{f.label}</Text>
              )}
              <Group gap="xs" wrap="nowrap">
                {(f.amounts.length > 0 || f.hours !== null) && (
                  <Text size="sm" c="dimmed" visibleFrom="xs">
                    {figureValue(f)}
                  </Text>
                )}
                <Badge variant="light" color="orange" aria-label={figureDetail(f) ?? undefined}>
                  {f.count}
                </Badge>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
