import { Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { REVIEW_KIND_LABELS, reviewCreateSchema, type ReviewCreateInput } from '@app/domain';
import { checkedOf } from '../../../components/forms/checked';
import { FormError } from '../../../components/forms/form-error';
import { useFormState } from '../../../components/forms/use-form-state';
import { BackLink } from '../../../components/reference/detail-parts';
import { useContractorOptions } from '../../../components/reference/contractor-options';
import { toast } from '../../../lib/notify';
import {
  useActiveReviewTypes,
  useCreateReview,
  useReview,
  useWorkerAssignments,
  useWorkerDocuments,
} from '../api/reviews';
import { RatingsEditor, ratingsBody, type RatingValues } from '../components/ratings-editor';

interface Values {
  review_type_id: string;
  contractor_id: string;
  assignment_id: string;
  document_id: string;
  comments: string;
  ratings: RatingValues;
}

const BASE_KEYS = ['review_type_id', 'contractor_id', 'assignment_id', 'document_id', 'comments', 'supersedes_id'];

/**
 * /reviews/create (decision 0075): choose the review type and the worker, then the assignment (a
 * performance review) or the document (a document review); rate each criterion 1–5 with comments; save
 * it as a draft or submit it for a decision. With ?supersedes={id} it replaces that decided review.
 */
export function ReviewCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const supersedesId = params.get('supersedes') ?? '';
  const previous = useReview(supersedesId);
  const types = useActiveReviewTypes();
  const workers = useContractorOptions(true);
  const create = useCreateReview();
  const submitting = useRef(false);

  const form = useFormState<Values, ReviewCreateInput>({
    initial: () => ({
      review_type_id: '',
      contractor_id: '',
      assignment_id: '',
      document_id: '',
      comments: '',
      ratings: {},
    }),
    check: (v) => {
      const type = types.data?.find((t) => t.id === v.review_type_id);
      return checkedOf(
        reviewCreateSchema.safeParse({
          review_type_id: v.review_type_id,
          contractor_id: v.contractor_id,
          assignment_id: type?.kind === 'performance' ? v.assignment_id || null : null,
          document_id: type?.kind === 'document' ? v.document_id || null : null,
          ratings: ratingsBody(v.ratings),
          comments: v.comments,
          supersedes_id: supersedesId || null,
        }),
        {
          ...(v.review_type_id ? {} : { review_type_id: 'Choose the review type' }),
          ...(v.contractor_id ? {} : { contractor_id: 'Choose the worker' }),
          ...(type?.kind === 'performance' && !v.assignment_id ? { assignment_id: 'Choose the assignment' } : {}),
          ...(type?.kind === 'document' && !v.document_id ? { document_id: 'Choose the document' } : {}),
        },
      );
    },
    save: async (body) => {
      const r = await create.mutateAsync({ ...body, submit: submitting.current });
      toast.success(r.status === 'awaiting_approval' ? 'Review submitted for approval' : 'Review saved');
      navigate(`/reviews/${r.id}`);
    },
    fieldKeys: [...BASE_KEYS, ...(types.data ?? []).flatMap((t) => t.criteria.map((c) => `ratings.${c.key}`))],
  });

  // Superseding: the same worker, type and subject as the review it replaces.
  const prefilled = useRef(false);
  useEffect(() => {
    const r = previous.data;
    if (!r || prefilled.current) return;
    prefilled.current = true;
    form.set('review_type_id', r.review_type.id);
    form.set('contractor_id', r.contractor.id);
    form.set('assignment_id', r.assignment?.id ?? '');
    form.set('document_id', r.document?.id ?? '');
  }, [previous.data, form]);

  const v = form.values;
  const type = types.data?.find((t) => t.id === v.review_type_id);
  const assignments = useWorkerAssignments(type?.kind === 'performance' ? v.contractor_id : '');
  const documents = useWorkerDocuments(type?.kind === 'document' ? v.contractor_id : '');
  const select = (name: 'review_type_id' | 'contractor_id' | 'assignment_id' | 'document_id') => ({
    value: v[name] || null,
    onChange: (value: string | null) => form.set(name, value ?? ''),
    error: form.fieldError(name),
  });

  return (
    <Stack gap="lg" maw={760}>
      <BackLink to="/reviews" label="Reviews" />
      <div>
        <Title order={1}>New review</Title>
        {previous.data && (
          <Text c="dimmed" size="sm">
            Supersedes the {previous.data.status} review of {previous.data.contractor.name}.
          </Text>
        )}
      </div>
      <form onSubmit={form.submit} noValidate aria-label="New review">
        <Stack>
          <FormError message={form.error} />
          <Paper withBorder p="lg">
            <Stack>
              <Select
                label="Review type"
                required
                data={(types.data ?? []).map((t) => ({
                  value: t.id,
                  label: `${t.name} (${REVIEW_KIND_LABELS[t.kind]})`,
                }))}
                disabled={Boolean(supersedesId)}
                nothingFoundMessage="No active review types"
                {...select('review_type_id')}
              />
              <Select
                label="Worker"
                required
                searchable
                data={workers.data ?? []}
                disabled={Boolean(supersedesId)}
                nothingFoundMessage="None found"
                {...select('contractor_id')}
              />
              {type?.kind === 'performance' && (
                <Select
                  label="Assignment"
                  required
                  data={assignments.data ?? []}
                  disabled={!v.contractor_id}
                  nothingFoundMessage="This worker has no assignments"
                  {...select('assignment_id')}
                />
              )}
              {type?.kind === 'document' && (
                <Select
                  label="Document"
                  required
                  data={documents.data ?? []}
                  disabled={!v.contractor_id}
                  nothingFoundMessage="This worker has no documents"
                  {...select('document_id')}
                />
              )}
            </Stack>
          </Paper>
          {type && (
            <RatingsEditor
              criteria={type.criteria}
              values={v.ratings}
              onChange={(key, value) => form.set('ratings', { ...v.ratings, [key]: value })}
              errors={Object.fromEntries(
                type.criteria.map((c) => [`ratings.${c.key}`, form.fieldError(`ratings.${c.key}`)]),
              )}
            />
          )}
          <Textarea label="Comments" rows={3} maxLength={4000} {...form.field('comments')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/reviews')} disabled={form.pending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="light"
              loading={form.pending && !submitting.current}
              disabled={form.pending}
              onClick={() => (submitting.current = false)}
            >
              Save draft
            </Button>
            <Button
              type="submit"
              loading={form.pending && submitting.current}
              disabled={form.pending}
              onClick={() => (submitting.current = true)}
            >
              Submit for approval
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
