import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DashboardList } from '@app/domain';
import { Link } from 'react-router';
import { itemLine, moneyText } from './dashboard-format';

/** A few records by name (invoices to pay, payroll runs, pay stubs …), each with its action, and the way to all. */
export function ItemListCard({ list }: { list: DashboardList }) {
  const id = `dashboard-list-${list.key}`;
  return (
    <Paper withBorder p="md" radius="md" role="region" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {list.title}
        </Title>
        {list.href && list.items.length > 0 && (
          <Anchor component={Link} to={list.href} size="sm">
            View all
          </Anchor>
        )}
      </Group>
      {list.items.length === 0 ? (
        <Text c="dimmed">{list.empty}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.items.map((item) => {
            const line = itemLine(item);
            return (
              <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0}>
                  {item.href ? (
                    <Anchor component={Link} to={item.href} truncate>
                      {item.title}
                    </Anchor>
                  ) : (
                    <Text truncate>{item.title}</Text>
                  )}
                  {line && (
                    <Text size="xs" c="dimmed">
                      {line}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  {item.warning && (
                    <Badge color="red" variant="light">
                      {item.warning}
                    </Badge>
                  )}
                  {item.amount && <Text fw={600}>{moneyText(item.amount)}</Text>}
                  {item.action && (
                    <Button
                      component={Link}
                      to={item.action.href}
                      size="xs"
                      aria-label={`${item.action.label}: ${item.title}`}
                    >
                      {item.action.label}
                    </Button>
                  )}
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
