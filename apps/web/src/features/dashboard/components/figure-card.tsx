import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { DashboardFigure } from '@app/domain';
import { Link } from 'react-router';
import { figureDetail, figureValue } from './dashboard-format';

/**
 * One figure: its label, its value and what it counts, the whole card a link to the filtered list
 * behind it (when the user may open that list).
 */
export function FigureCard({ figure }: { figure: DashboardFigure }) {
  const detail = figureDetail(figure);
  const body = (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {figure.label}
      </Text>
      <Text fz={{ base: 20, sm: 26 }} fw={700} lh={1.2} data-testid={`figure-${figure.key}`}>
        {figureValue(figure)}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={figure.label}>
      {figure.href ? (
        <Anchor component={Link} to={figure.href} underline="never" c="inherit" display="block">
          {body}
        </Anchor>
      ) : (
        body
      )}
    </Paper>
  );
}
