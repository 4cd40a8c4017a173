import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { CLASSIFICATION_FACTORS, FACTOR_LABELS, type ClassificationRecommendation } from '@app/domain';
import { RESULT_LABELS, VERDICT_LABELS } from './classification-labels';

const VERDICT_COLORS = { employee: 'blue', contractor: 'teal', mixed: 'gray' } as const;

/** The computed recommendation with each factor group's verdict; null while questions are open. */
export function RecommendationCard({
  recommendation,
  unanswered = 0,
}: {
  recommendation: ClassificationRecommendation | null;
  unanswered?: number;
}) {
  return (
    <Paper withBorder p="md" aria-live="polite" aria-label="Recommendation" role="region">
      {recommendation ? (
        <Stack gap="xs">
          <Text fw={600}>Recommendation: {RESULT_LABELS[recommendation.recommendation]}</Text>
          {CLASSIFICATION_FACTORS.map((f) => {
            const v = recommendation.factors[f];
            return (
              <Group key={f} gap="xs">
                <Text size="sm" w={220}>
                  {FACTOR_LABELS[f]}
                </Text>
                <Badge variant="dot" color={VERDICT_COLORS[v.verdict]} tt="none">
                  {VERDICT_LABELS[v.verdict]}
                </Badge>
                <Text size="xs" c="dimmed">
                  {v.employee} employee · {v.contractor} contractor
                </Text>
              </Group>
            );
          })}
          <Text size="xs" c="dimmed">
            Independent contractor only when both behavioural and financial control point to independence.
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed">
          Answer every question to see the recommendation ({unanswered} {unanswered === 1 ? 'question' : 'questions'}{' '}
          left).
        </Text>
      )}
    </Paper>
  );
}
