import { Group, Progress, Text } from '@mantine/core';

/** "3 of 9" with a bar: how far someone is through their required steps. */
export function ProgressCell({ done, of }: { done: number; of: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={of === 0 ? 100 : (done / of) * 100} w={80} aria-hidden />
      <Text size="sm">
        {done} of {of}
      </Text>
    </Group>
  );
}
