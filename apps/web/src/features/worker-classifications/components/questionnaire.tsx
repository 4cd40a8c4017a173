import { Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import {
  CLASSIFICATION_FACTORS,
  CLASSIFICATION_QUESTIONS,
  FACTOR_LABELS,
  type ClassificationQuestionKey,
} from '@app/domain';

export type PartialAnswers = Partial<Record<ClassificationQuestionKey, boolean>>;

/** The questionnaire: each factor group of the common-law test, each question a yes/no. */
export function Questionnaire({
  answers,
  onAnswer,
  errorOf,
}: {
  answers: PartialAnswers;
  onAnswer: (key: ClassificationQuestionKey, value: boolean) => void;
  errorOf: (key: ClassificationQuestionKey) => string | null;
}) {
  return (
    <Stack>
      {CLASSIFICATION_FACTORS.map((factor) => (
        <Fieldset key={factor} legend={FACTOR_LABELS[factor]}>
          <Stack gap="md">
            {CLASSIFICATION_QUESTIONS.filter((q) => q.factor === factor).map((q) => {
              const value = answers[q.key];
              return (
                <Radio.Group
                  key={q.key}
                  label={q.text}
                  required
                  value={value === undefined ? null : value ? 'yes' : 'no'}
                  onChange={(next) => onAnswer(q.key, next === 'yes')}
                  error={errorOf(q.key)}
                >
                  <Group mt={4}>
                    <Radio value="yes" label="Yes" />
                    <Radio value="no" label="No" />
                  </Group>
                </Radio.Group>
              );
            })}
          </Stack>
        </Fieldset>
      ))}
      <Text size="xs" c="dimmed">
        Based on the IRS common-law test. This is guidance for your records, not legal advice.
      </Text>
    </Stack>
  );
}
