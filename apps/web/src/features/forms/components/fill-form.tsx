import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formAnswerErrors, type FormFillView } from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { toApiError } from '../../../lib/api/errors';
import { FORM_INVALID_MESSAGE, toast } from '../../../lib/notify';
import { useFill, useSubmitForm } from '../api/forms';
import { AnswersView, FormRenderer, emptyValues, type FillValues } from './form-renderer';

/** Each 422 detail at body.answers.<key>, by key. */
function serverErrors(err: unknown): Record<string, string> | null {
  const e = toApiError(err);
  const detail = (e.data as { detail?: { loc?: (string | number)[]; msg: string }[] } | undefined)?.detail;
  if (e.statusCode !== 422 || !Array.isArray(detail)) return null;
  const out: Record<string, string> = {};
  for (const d of detail) if (d.loc?.[1] === 'answers' && d.loc[2] !== undefined) out[String(d.loc[2])] ??= d.msg;
  return Object.keys(out).length ? out : null;
}

function Answer({ fill }: { fill: FormFillView }) {
  const [values, setValues] = useState<FillValues>(() => emptyValues(fill.definition));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [top, setTop] = useState<string | null>(null);
  const submit = useSubmitForm(fill.form_id);
  const send = async () => {
    setTop(null);
    // The same validator the API runs, built from the same definition.
    const found = formAnswerErrors(fill.definition, values);
    setErrors(found);
    if (Object.keys(found).length) {
      setTop(FORM_INVALID_MESSAGE);
      return;
    }
    try {
      await submit.mutateAsync({ answers: values, version: fill.version });
      toast.success('Thank you: your answers were sent');
    } catch (err) {
      const fields = serverErrors(err);
      if (fields) {
        setErrors(fields);
        setTop(FORM_INVALID_MESSAGE);
      } else setTop(toApiError(err).message);
    }
  };
  return (
    <Stack gap="lg">
      <FormRenderer
        definition={fill.definition}
        values={values}
        errors={errors}
        disabled={submit.isPending}
        onChange={(k, v) => {
          setValues((old) => ({ ...old, [k]: v }));
          setErrors(({ [k]: _gone, ...rest }) => rest);
        }}
      />
      {top && (
        <Alert color="red" variant="light" role="alert">
          {top}
        </Alert>
      )}
      <Group>
        <Button loading={submit.isPending} onClick={() => void send()}>
          Submit
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The recipient's page of a form assigned to it (decision 0077): its fields to fill in, checked here
 * by the validator the API runs and then by the API; once sent, its answers as sent.
 */
export function FillForm({ id }: { id: string }) {
  const query = useFill(id);
  return (
    <DetailGate query={query} noun="form">
      {(fill) => (
        <Stack gap="lg">
          <BackLink to="/forms" label="Forms" />
          <div>
            <Title order={1}>{fill.title}</Title>
            {fill.description && <Text mt="xs">{fill.description}</Text>}
          </div>
          {fill.status === 'submitted' && fill.answers ? (
            <>
              <Alert color="green" variant="light" title="Answers sent">
                You sent your answers on {formatMoment(fill.submitted_at)}.
              </Alert>
              <AnswersView definition={fill.definition} answers={fill.answers} />
            </>
          ) : fill.closed ? (
            <Alert color="gray" variant="light" title="Closed">
              This form no longer takes answers.
            </Alert>
          ) : (
            <Answer fill={fill} />
          )}
        </Stack>
      )}
    </DetailGate>
  );
}
