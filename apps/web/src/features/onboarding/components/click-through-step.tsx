import { Button, Checkbox, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { OnboardingStepView } from '@app/domain';
import { toApiError } from '../../../lib/api/errors';
import { FormError } from '../../../components/forms/form-error';

interface Props {
  step: OnboardingStepView;
  onSubmit: (body: { accepted: true; text_hash: string }) => Promise<unknown>;
}

/** The exact agreement text, and its acceptance sent with the hash of what was shown. */
export function ClickThroughStep({ step, onSubmit }: Props) {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const agreement = step.agreement!;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checked) {
      setError(`Tick the box to accept the ${agreement.title}`);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onSubmit({ accepted: true, text_hash: agreement.text_hash });
    } catch (err) {
      const apiError = toApiError(err);
      if (!apiError.silent) setError(apiError.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={agreement.title}>
      <Stack>
        <FormError message={error} />
        <Paper withBorder p="md" radius="sm">
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap="sm" aria-label={`${agreement.title} text`}>
              {agreement.text.split('\n\n').map((paragraph, i) => (
                <Text key={i} size="sm">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
        <Text size="xs" c="dimmed">
          Version {agreement.version}
        </Text>
        <Checkbox
          label={`I have read and accept the ${agreement.title}`}
          checked={checked}
          onChange={(e) => setChecked(e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={pending}>
            Accept and continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
