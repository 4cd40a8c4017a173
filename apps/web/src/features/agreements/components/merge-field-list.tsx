import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { MERGE_FIELD_NAMES, MERGE_FIELDS } from '@app/domain';

/** Every merge field, each a button that puts `{{field}}` where the text's cursor is. */
export function MergeFieldList({ onInsert }: { onInsert: (placeholder: string) => void }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Merge fields
      </Text>
      <Group gap={6}>
        {MERGE_FIELD_NAMES.map((f) => (
          <Tooltip key={f} label={MERGE_FIELDS[f]} withArrow>
            <Badge
              component="button"
              type="button"
              variant="light"
              tt="none"
              style={{ cursor: 'pointer' }}
              onClick={() => onInsert(`{{${f}}}`)}
              aria-label={`Insert {{${f}}}: ${MERGE_FIELDS[f]}`}
            >
              {`{{${f}}}`}
            </Badge>
          </Tooltip>
        ))}
      </Group>
    </Stack>
  );
}
