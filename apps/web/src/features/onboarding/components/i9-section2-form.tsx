import { Button, Checkbox, Fieldset, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { i9Section2Schema, type I9Section2Input } from '@app/domain';
import { toApiError } from '../../../lib/api/errors';
import { FORM_INVALID_MESSAGE, toast } from '../../../lib/notify';
import { FormError } from '../../../components/forms/form-error';
import { useCompleteSection2 } from '../api/i9-forms';

type Doc = I9Section2Input['documents'][number];
const emptyDoc = (list: Doc['list']): Doc => ({
  list,
  title: '',
  issuing_authority: '',
  number: '',
  expiration_date: '',
});
const validate = schemaResolver(i9Section2Schema, { sync: true });

/** Section 2: the documents the employer examined (one List A, or List B and List C), attested. */
export function I9Section2Form({ id, defaultEmployer }: { id: string; defaultEmployer: string }) {
  const complete = useCompleteSection2(id);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<I9Section2Input>({
    mode: 'controlled',
    initialValues: {
      documents: [emptyDoc('A')],
      first_day_of_employment: '',
      employer_name: defaultEmployer,
      employer_title: '',
      business_name: '',
      attestation: false as unknown as true,
    },
    validate: (values) => validate(values),
  });
  const lists =
    form
      .getValues()
      .documents.map((d) => d.list)
      .join('') === 'A'
      ? 'A'
      : 'BC';

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        await complete.mutateAsync(values);
        toast.success('Section 2 completed');
      } catch (err) {
        setError(toApiError(err).message);
      }
    },
    () => setError(FORM_INVALID_MESSAGE),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Section 2">
      <Stack>
        <FormError message={error} />
        <SegmentedControl
          aria-label="Documents examined"
          value={lists}
          onChange={(v) =>
            form.setFieldValue('documents', v === 'A' ? [emptyDoc('A')] : [emptyDoc('B'), emptyDoc('C')])
          }
          data={[
            { value: 'A', label: 'One List A document' },
            { value: 'BC', label: 'List B and List C documents' },
          ]}
        />
        {form.getValues().documents.map((doc, i) => (
          <Fieldset key={`${doc.list}-${i}`} legend={`List ${doc.list} document`}>
            <Stack gap="xs">
              <TextInput label="Document title" {...form.getInputProps(`documents.${i}.title`)} />
              <TextInput label="Issuing authority" {...form.getInputProps(`documents.${i}.issuing_authority`)} />
              <TextInput label="Document number" {...form.getInputProps(`documents.${i}.number`)} />
              <TextInput
                label="Expiration date"
                type="date"
                {...form.getInputProps(`documents.${i}.expiration_date`)}
              />
            </Stack>
          </Fieldset>
        ))}
        {form.errors.documents && <FormError message={String(form.errors.documents)} />}
        <TextInput label="First day of employment" type="date" {...form.getInputProps('first_day_of_employment')} />
        <TextInput label="Name of employer representative" {...form.getInputProps('employer_name')} />
        <TextInput label="Title" {...form.getInputProps('employer_title')} />
        <TextInput label="Employer business name" {...form.getInputProps('business_name')} />
        <Checkbox
          label="I attest that I examined the documents, that they appear genuine and relate to the employee named"
          {...form.getInputProps('attestation', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={complete.isPending}>
            Complete section 2
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
