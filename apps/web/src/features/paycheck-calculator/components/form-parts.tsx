/** The calculator form's building blocks: an amount field, and lines of one kind added and removed. */
import { ActionIcon, Button, Fieldset, Group, Input, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

export interface Line<T extends string> {
  id: number;
  type: T;
  amount: string;
}

/** A field's error by its dotted key (as a 422's `loc` names it). */
export type ErrorOf = (key: string) => string | undefined;

export function AmountInput({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      inputMode="decimal"
      placeholder="0.00"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

/** Lines of one kind (earnings, a kind of deduction): a type and an amount each, added and removed. */
export function LineFields<T extends string>({
  legend,
  noun,
  addLabel,
  typeOptions,
  lines,
  onChange,
  newLine,
  minLines = 0,
  error,
  lineError,
  children,
}: {
  legend: string;
  noun: string;
  addLabel: string;
  typeOptions: { value: T; label: string }[];
  lines: Line<T>[];
  onChange: (lines: Line<T>[]) => void;
  newLine: () => Line<T>;
  minLines?: number;
  error?: string;
  lineError: (index: number, part: 'type' | 'amount') => string | undefined;
  children?: React.ReactNode;
}) {
  const update = (id: number, patch: Partial<Line<T>>) =>
    onChange(lines.map((l) => (l.id === id ? { ...l, ...patch } : l)));
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        {lines.map((line, i) => (
          <Group key={line.id} role="group" aria-label={`${noun} ${i + 1}`} align="flex-start" wrap="nowrap">
            <Select
              label="Type"
              required
              data={typeOptions}
              value={line.type}
              onChange={(v) => v && update(line.id, { type: v as T })}
              allowDeselect={false}
              error={lineError(i, 'type')}
              style={{ flex: 1 }}
            />
            <TextInput
              label="Amount"
              required
              inputMode="decimal"
              placeholder="0.00"
              value={line.amount}
              onChange={(e) => update(line.id, { amount: e.currentTarget.value })}
              error={lineError(i, 'amount')}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              size="lg"
              aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`}
              disabled={lines.length <= minLines}
              onClick={() => onChange(lines.filter((l) => l.id !== line.id))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {lines.length === 0 && (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
        {error && <Input.Error>{error}</Input.Error>}
        {children}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...lines, newLine()])}
          >
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
