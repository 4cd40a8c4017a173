import { em, Group, Paper, px, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { formatHours, formatMoney } from '../../../components/data-list/format';

/** Below Mantine's `md` breakpoint the week is entered as one card per day (a phone's width). */
export function usePhoneLayout() {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${em((px(theme.breakpoints.md) as number) - 0.1)})`, false, {
    getInitialValueInEffect: false,
  });
}

/** The week's hours and estimated gross; on a phone it stays in view at the bottom, with Save. */
export function WeekFigures({
  minutes,
  gross,
  sticky,
  children,
}: {
  minutes: number;
  gross: string | null;
  sticky: boolean;
  children?: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="sm"
      role="region"
      aria-label="Week total"
      style={sticky ? { position: 'sticky', bottom: 0, zIndex: 2 } : undefined}
      shadow={sticky ? 'sm' : undefined}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="lg">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Week total
            </Text>
            <Text fw={700} aria-live="polite">
              {formatHours(minutes)} h
            </Text>
          </Stack>
          {gross !== null && (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Estimated gross
              </Text>
              <Text fw={700} aria-live="polite">
                {formatMoney(gross)}
              </Text>
            </Stack>
          )}
        </Group>
        {children}
      </Group>
    </Paper>
  );
}
