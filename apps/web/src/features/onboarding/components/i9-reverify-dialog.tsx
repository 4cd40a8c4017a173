import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { i9ReverificationSchema, type I9Detail, type I9ReverificationInput } from '@app/domain';
import { formatCalendarDate } from '../../../components/data-list/format';
import { FormError } from '../../../components/forms/form-error';
import { splitServerErrors } from '../../../components/forms/server-field-errors';
import { FORM_INVALID_MESSAGE, toast } from '../../../lib/notify';
import { useReverify } from '../api/i9-forms';

const validate = schemaResolver(i9ReverificationSchema, { sync: true });
const FIELDS = new Set([
  'document.list',
  'document.title',
  'document.issuing_authority',
  'document.number',
  'document.expiration_date',
  'work_authorization_expires',
  'attestation',
]);

const initialValues = (): I9ReverificationInput => ({
  document: { list: 'A', title: '', issuing_authority: '', number: '', expiration_date: '' },
  work_authorization_expires: '',
  attestation: false as unknown as true,
});

/**
 * Re-verification of expiring work authorization (decision 0079): the document examined and the new
 * expiry, then a confirmation naming what will be recorded — a new record beside the earlier ones,
 * which stay as they are. Errors show beside their field, the rest on top.
 */
export function I9ReverifyButton({ form: i9 }: { form: I9Detail }) {
  const reverify = useReverify(i9.id);
  const [opened, setOpened] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<I9ReverificationInput>({
    mode: 'controlled',
    initialValues: initialValues(),
    validate: (values) => validate(values),
  });
  const close = () => {
    if (reverify.isPending) return;
    setOpened(false);
    setConfirming(false);
    setError(null);
    form.setValues(initialValues());
    form.clearErrors();
  };
  const review = form.onSubmit(
    () => {
      setError(null);
      setConfirming(true);
    },
    () => setError(FORM_INVALID_MESSAGE),
  );
  const record = async () => {
    setError(null);
    try {
      await reverify.mutateAsync(form.getValues());
      toast.success('Re-verification recorded');
      setConfirming(false);
      setOpened(false);
      form.setValues(initialValues());
    } catch (err) {
      const split = splitServerErrors(err, FIELDS);
      form.setErrors(split.fields);
      setError(split.error.message);
      setConfirming(false);
    }
  };
  const v = form.getValues();

  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Re-verify work authorization
      </Button>
      <Modal opened={opened} onClose={close} title="Re-verify work authorization" centered size="lg">
        {confirming ? (
          <Stack>
            <Text>
              Record that you examined {v.document.title} (List {v.document.list}, {v.document.issuing_authority}) for{' '}
              {i9.contractor.name}, and that the work authorization{' '}
              {v.work_authorization_expires
                ? `now expires ${formatCalendarDate(v.work_authorization_expires)}`
                : 'no longer expires'}
              ?
            </Text>
            <Text size="sm" c="dimmed">
              It is added as a new record; the earlier ones stay as they are and cannot be changed.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={reverify.isPending}>
                Back
              </Button>
              <Button loading={reverify.isPending} onClick={() => void record()}>
                Record re-verification
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={review} noValidate aria-label="Re-verification">
            <Stack>
              <Text size="sm">
                Current authorization expires{' '}
                {i9.work_authorization_expires_on ? formatCalendarDate(i9.work_authorization_expires_on) : '—'}. Examine
                one List A or List C document showing {i9.contractor.name} may keep working.
              </Text>
              <FormError message={error} />
              <SegmentedControl
                aria-label="Document list"
                value={v.document.list}
                onChange={(list) => form.setFieldValue('document.list', list as 'A' | 'C')}
                data={[
                  { value: 'A', label: 'List A document' },
                  { value: 'C', label: 'List C document' },
                ]}
              />
              <TextInput label="Document title" {...form.getInputProps('document.title')} />
              <TextInput label="Issuing authority" {...form.getInputProps('document.issuing_authority')} />
              <TextInput label="Document number" {...form.getInputProps('document.number')} />
              <TextInput
                label="Document expiration date"
                type="date"
                {...form.getInputProps('document.expiration_date')}
              />
              <TextInput
                label="New authorization expiry"
                description="Leave empty when the authorization no longer expires"
                type="date"
                {...form.getInputProps('work_authorization_expires')}
              />
              <Checkbox
                label="I attest that I examined the document, that it appears genuine and relates to the employee named"
                {...form.getInputProps('attestation', { type: 'checkbox' })}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit">Review</Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
