import { Checkbox, Group, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { formFields, formatAnswer, type FormAnswer, type FormDefinition, type FormField } from '@app/domain';

export type FillValues = Record<string, unknown>;

/** The empty answer of each field: text '', choices [], a checkbox unticked. */
export function emptyValues(d: FormDefinition): FillValues {
  return Object.fromEntries(
    formFields(d).map((f) => [f.key, f.type === 'multiple_choice' ? [] : f.type === 'checkbox' ? false : '']),
  );
}

interface FieldProps {
  field: FormField;
  value: unknown;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: unknown) => void;
}

const TEXT_TYPE: Partial<Record<FormField['type'], string>> = {
  number: 'number',
  date: 'date',
  email: 'email',
  phone: 'tel',
};

/** One field as its type asks: a text box, a date, choices as radios or checkboxes, a yes/no tick. */
export function FormFieldInput({ field: f, value, error, disabled, onChange }: FieldProps) {
  const common = {
    label: f.label,
    description: f.help_text || undefined,
    withAsterisk: f.required,
    error,
    disabled,
  };
  switch (f.type) {
    case 'long_text':
      return (
        <Textarea {...common} rows={3} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'single_choice':
      return (
        <Radio.Group {...common} value={typeof value === 'string' ? value : ''} onChange={onChange}>
          <Group gap="md" mt={4}>
            {f.options.map((o) => (
              <Radio key={o} value={o} label={o} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange}>
          <Group gap="md" mt={4}>
            {f.options.map((o) => (
              <Checkbox key={o} value={o} label={o} disabled={disabled} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'checkbox':
      return (
        <Checkbox
          label={f.required ? `${f.label} *` : f.label}
          description={common.description}
          error={error}
          disabled={disabled}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={TEXT_TYPE[f.type] ?? 'text'}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

/** A definition's sections and fields as inputs (the fill page and the builder's preview). */
export function FormRenderer({
  definition,
  values,
  errors = {},
  disabled,
  onChange,
}: {
  definition: FormDefinition;
  values: FillValues;
  errors?: Record<string, string>;
  disabled?: boolean;
  onChange: (key: string, value: unknown) => void;
}) {
  return (
    <Stack gap="lg">
      {definition.sections.map((s, i) => (
        <Paper key={i} withBorder p="lg">
          <Stack gap="md">
            {(s.title || s.description) && (
              <div>
                {s.title && <Title order={3}>{s.title}</Title>}
                {s.description && (
                  <Text size="sm" c="dimmed">
                    {s.description}
                  </Text>
                )}
              </div>
            )}
            {s.fields.map((f) => (
              <FormFieldInput
                key={f.key}
                field={f}
                value={values[f.key]}
                error={errors[f.key]}
                disabled={disabled}
                onChange={(v) => onChange(f.key, v)}
              />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Answers sent, read-only: each field's label and its answer. */
export function AnswersView({
  definition,
  answers,
}: {
  definition: FormDefinition;
  answers: Record<string, FormAnswer>;
}) {
  return (
    <Stack gap="lg">
      {definition.sections.map((s, i) => (
        <Paper key={i} withBorder p="lg">
          <Stack gap="sm">
            {s.title && <Title order={3}>{s.title}</Title>}
            {s.fields.map((f) => (
              <div key={f.key}>
                <Text size="sm" c="dimmed">
                  {f.label}
                </Text>
                <Text>{formatAnswer(f, answers[f.key]) || '—'}</Text>
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
