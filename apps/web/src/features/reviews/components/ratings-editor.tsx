import { Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, type ReviewCriterion, type ReviewRatingInput } from '@app/domain';

export interface RatingValue {
  rating: number | null;
  comment: string;
}
export type RatingValues = Record<string, RatingValue>;

const SCALE = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, i) => REVIEW_RATING_MIN + i);
const SCALE_HINT = '1 poor · 3 meets expectations · 5 excellent';

/** The form's ratings as the API's body: only criteria rated or commented on. */
export const ratingsBody = (values: RatingValues): ReviewRatingInput[] =>
  Object.entries(values)
    .filter(([, v]) => v.rating !== null || v.comment.trim() !== '')
    .map(([criterion, v]) => ({ criterion, rating: v.rating, comment: v.comment.trim() || null }));

/** Each criterion of the type rated 1–5 (a radio group named by the criterion), with an optional comment. */
export function RatingsEditor({
  criteria,
  values,
  onChange,
  errors = {},
}: {
  criteria: readonly ReviewCriterion[];
  values: RatingValues;
  onChange: (key: string, value: RatingValue) => void;
  errors?: Record<string, string | null | undefined>;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {SCALE_HINT}
      </Text>
      {criteria.map((c) => {
        const v = values[c.key] ?? { rating: null, comment: '' };
        return (
          <Paper key={c.key} withBorder p="sm">
            <Stack gap="xs">
              <Radio.Group
                label={c.label}
                description={c.description ?? undefined}
                value={v.rating === null ? '' : String(v.rating)}
                onChange={(r) => onChange(c.key, { ...v, rating: r ? Number(r) : null })}
                error={errors[`ratings.${c.key}`] ?? undefined}
              >
                <Group gap="md" mt={4}>
                  {SCALE.map((n) => (
                    <Radio key={n} value={String(n)} label={String(n)} />
                  ))}
                </Group>
              </Radio.Group>
              <TextInput
                label={`Comment on ${c.label.toLowerCase()}`}
                maxLength={1000}
                value={v.comment}
                onChange={(e) => onChange(c.key, { ...v, comment: e.currentTarget.value })}
              />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The form values of a review's ratings. */
export const ratingValuesOf = (
  ratings: readonly { criterion: string; rating: number | null; comment: string | null }[],
) =>
  Object.fromEntries(ratings.map((r) => [r.criterion, { rating: r.rating, comment: r.comment ?? '' }])) as RatingValues;
