import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { toApiError } from '../../../lib/api/errors';
import { FORM_INVALID_MESSAGE } from '../../../lib/notify';
import { splitServerErrors } from '../../../components/forms/server-field-errors';
import { ErrorSummary, inputOf, type FieldProblem } from './error-summary';
import { bodyOf, fieldsOf, type FieldSpec, type FormItem } from './step-fields';

type Values = Record<string, unknown>;

interface Props {
  items: FormItem[];
  schema: z.ZodType;
  initialValues: Values;
  submitLabel: string;
  onSubmit: (body: Values) => Promise<unknown>;
  label: string;
  /** Changes a field may imply for others (e.g. "I sign myself" fills in the signer). */
  onValuesChange?: (values: Values, set: (patch: Values) => void) => void;
}

/**
 * A step's form: Mantine form state, validated with the step's domain schema (the API's own),
 * errors beside each field, the server's 422 details mapped back onto the fields.
 */
export function SchemaForm({ items, schema, initialValues, submitLabel, onSubmit, label, onValuesChange }: Props) {
  const validate = schemaResolver(schema, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validate(bodyOf(items, values)),
    onValuesChange: (values) => onValuesChange?.(values, (patch) => form.setValues(patch)),
  });
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = fieldsOf(items);
  const names = new Set(fields.map((f) => f.name));
  const focusField = (name: string) => inputOf(formRef.current, name)?.focus();
  /** The summary names the fields in the form's order; focus moves to the first, once the errors are drawn. */
  const showProblems = (errors: FormErrors) => {
    const wrong = fields.filter((f) => errors[f.name]).map((f) => ({ name: f.name, label: f.label }));
    setProblems(wrong);
    if (wrong[0]) requestAnimationFrame(() => focusField(wrong[0]!.name));
  };

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      setProblems([]);
      setPending(true);
      try {
        await onSubmit(bodyOf(items, values));
      } catch (err) {
        const e = toApiError(err);
        if (e.silent) return;
        // The details that name a field stand beside it; then the top says only that some fields are wrong.
        const fieldErrors: FormErrors = splitServerErrors(err, names).fields;
        const named = Object.keys(fieldErrors).length > 0;
        if (named) form.setErrors(fieldErrors);
        setError(named ? FORM_INVALID_MESSAGE : e.message);
        showProblems(fieldErrors);
      } finally {
        setPending(false);
      }
    },
    (errors) => {
      setError(FORM_INVALID_MESSAGE);
      showProblems(errors);
    },
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
      <Stack>
        <ErrorSummary message={error} problems={problems} onChoose={focusField} />
        {items.map((item, i) =>
          item.type === 'section' ? (
            <div key={`section-${i}`}>
              <Title order={3} size="h5">
                {item.title}
              </Title>
              {item.text && (
                <Text size="sm" c="dimmed">
                  {item.text}
                </Text>
              )}
            </div>
          ) : item.showIf && !item.showIf(form.getValues()) ? null : (
            <div key={item.name} data-field={item.name}>
              <FieldInput field={item} form={form} />
            </div>
          ),
        )}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Form = UseFormReturnType<Values, Values, (values: Values) => FormErrors>;

function FieldInput({ field, form }: { field: FieldSpec; form: Form }): ReactNode {
  const props = form.getInputProps(field.name, { type: field.type === 'checkbox' ? 'checkbox' : 'input' });
  const common = { label: field.label, description: field.description, error: props.error as ReactNode };
  const required = 'required' in field && field.required === true;
  switch (field.type) {
    case 'checkbox':
      return <Checkbox {...props} {...common} />;
    case 'select':
      return (
        <Select
          {...props}
          {...common}
          required={required}
          data={field.options}
          searchable
          allowDeselect={false}
          value={(props.value as string) || null}
          onChange={(v) => form.setFieldValue(field.name, v ?? '')}
        />
      );
    case 'radio':
      return (
        <Radio.Group {...props} {...common} required={required}>
          <Stack gap="xs" mt="xs">
            {field.options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'on-file':
      return (
        <Radio.Group
          {...common}
          value={props.value === true ? 'on_file' : 'typed'}
          onChange={(v) => form.setFieldValue(field.name, v === 'on_file')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="on_file" label="Use the SSN on file" />
            <Radio value="typed" label="Type another SSN" />
          </Stack>
        </Radio.Group>
      );
    case 'count':
      return (
        <NumberInput
          {...props}
          {...common}
          min={0}
          max={20}
          allowDecimal={false}
          allowNegative={false}
          onChange={(v) => form.setFieldValue(field.name, typeof v === 'number' ? v : Number(v) || 0)}
        />
      );
    case 'secret':
      return <PasswordInput {...props} {...common} required={required} autoComplete="off" />;
    case 'date':
      return <TextInput {...props} {...common} required={required} type="date" />;
    case 'amount':
      return <TextInput {...props} {...common} inputMode="decimal" placeholder="0.00" />;
    default:
      return (
        <TextInput
          {...props}
          {...common}
          required={required}
          type={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : 'text'}
        />
      );
  }
}
