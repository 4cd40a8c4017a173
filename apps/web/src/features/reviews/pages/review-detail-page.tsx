import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { REVIEW_KIND_LABELS, labelOf, type ReviewView } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatMoment } from '../../../components/data-list/format';
import { textOrDash } from '../../../components/record-page/record-fields';
import { BackLink, DetailGate, Field } from '../../../components/reference/detail-parts';
import { StatusBadge } from '../../../components/status-badge';
import { toApiError } from '../../../lib/api/errors';
import { toast, toastError } from '../../../lib/notify';
import { useReview, useReviewActions } from '../api/reviews';
import { RatingsEditor, ratingValuesOf, ratingsBody, type RatingValues } from '../components/ratings-editor';
import { subjectOf } from '../components/review-columns';

/** A confirmed action with a required reason (reject, return for changes, withdraw). */
function ReasonAction(props: {
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  reasonLabel: string;
  color?: string;
  run: (note: string) => Promise<unknown>;
}) {
  const [note, setNote] = useState('');
  return (
    <ConfirmButton
      label={props.label}
      color={props.color}
      title={props.title}
      message={props.message}
      confirmLabel={props.confirmLabel}
      canConfirm={note.trim().length > 0}
      onConfirm={() => props.run(note.trim())}
    >
      <Textarea
        label={props.reasonLabel}
        required
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
    </ConfirmButton>
  );
}

/** Approve (asked first), Reject and Return for changes (asked first, with the reason), for a decision maker. */
function Decision({ review: r }: { review: ReviewView }) {
  const { decide } = useReviewActions(r.id);
  const who = `${r.contractor.name}'s ${r.review_type.name.toLowerCase()}`;
  return (
    <Group gap="sm">
      <ConfirmButton
        label="Approve"
        variant="filled"
        title="Approve this review?"
        message={`${who} is approved with an overall rating of ${r.overall_rating ?? '—'}. A decided review is final.`}
        confirmLabel="Approve review"
        onConfirm={async () => {
          await decide.mutateAsync({ decision: 'approve' });
          toast.success('Review approved');
        }}
      />
      <ReasonAction
        label="Return for changes"
        title="Return this review for changes?"
        message={`${who} goes back to its author to change and submit again.`}
        confirmLabel="Return review"
        reasonLabel="What should change"
        run={async (note) => {
          await decide.mutateAsync({ decision: 'return', note });
          toast.success('Review returned for changes');
        }}
      />
      <ReasonAction
        label="Reject"
        color="red"
        title="Reject this review?"
        message={`${who} is rejected. A decided review is final: a new review may supersede it.`}
        confirmLabel="Reject review"
        reasonLabel="Reason"
        run={async (note) => {
          await decide.mutateAsync({ decision: 'reject', note });
          toast.success('Review rejected');
        }}
      />
    </Group>
  );
}

/** The author (or staff) rate each criterion, save, and submit (asked first). */
function Editor({ review: r }: { review: ReviewView }) {
  const { edit, submit } = useReviewActions(r.id);
  const [values, setValues] = useState<RatingValues>(() => ratingValuesOf(r.ratings));
  const [comments, setComments] = useState(r.comments ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = () => ({ ratings: ratingsBody(values), comments: comments.trim() || null });
  const save = async () => {
    try {
      await edit.mutateAsync(body());
      toast.success('Review saved');
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h4">
          Ratings
        </Title>
        <RatingsEditor
          criteria={r.ratings.map((x) => ({ key: x.criterion, label: x.label, description: x.description }))}
          values={values}
          onChange={(key, value) => {
            setValues((v) => ({ ...v, [key]: value }));
            setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== `ratings.${key}`)));
          }}
          errors={errors}
        />
        <Textarea
          label="Comments"
          rows={3}
          maxLength={4000}
          value={comments}
          onChange={(e) => setComments(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="light" loading={edit.isPending} onClick={() => void save()}>
            Save
          </Button>
          <ConfirmButton
            label="Submit for approval"
            variant="filled"
            title="Submit this review?"
            message="Once submitted, the review waits for a decision and is no longer edited (unless it is returned for changes)."
            confirmLabel="Submit review"
            onConfirm={async () => {
              await edit.mutateAsync(body());
              try {
                await submit.mutateAsync();
              } catch (err) {
                const e = toApiError(err);
                const detail = (e.data as { detail?: { loc: (string | number)[]; msg: string }[] } | null)?.detail;
                if (Array.isArray(detail))
                  setErrors(Object.fromEntries(detail.map((d) => [d.loc.slice(1).join('.'), d.msg])));
                throw err;
              }
              toast.success('Review submitted for approval');
            }}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

function RatingsTable({ review: r }: { review: ReviewView }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Ratings
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Criterion</Table.Th>
              <Table.Th ta="right">Rating</Table.Th>
              <Table.Th>Comment</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.ratings.map((x) => (
              <Table.Tr key={x.criterion}>
                <Table.Td>{x.label}</Table.Td>
                <Table.Td ta="right">{x.rating === null ? '—' : `${x.rating} / 5`}</Table.Td>
                <Table.Td>{x.comment ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fw={600}>Overall rating: {r.overall_rating ?? '—'}</Text>
        <Field label="Comments">{textOrDash(r.comments)}</Field>
      </Stack>
    </Paper>
  );
}

/**
 * /reviews/:id (decision 0075): the review's worker, subject, reviewer, ratings and decision. Its author
 * (or staff) rates and submits it; a decision maker approves, rejects or returns it, each asked first;
 * an undecided review may be withdrawn; a decided one may be superseded by a new review.
 */
export function ReviewDetailPage() {
  const { id = '' } = useParams();
  const query = useReview(id);
  return (
    <DetailGate query={query} noun="review">
      {(r) => <ReviewBody review={r} />}
    </DetailGate>
  );
}

function ReviewBody({ review: r }: { review: ReviewView }) {
  const { withdraw } = useReviewActions(r.id);
  return (
    <Stack gap="lg">
      <BackLink to="/reviews" label="Reviews" />
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>
            {r.review_type.name}: {r.contractor.name}
          </Title>
          <StatusBadge of="reviewStatus" value={r.status} size="lg" />
        </Group>
        <Group gap="sm">
          {r.can_decide && <Decision review={r} />}
          {r.can_withdraw && (
            <ReasonAction
              label="Withdraw"
              color="red"
              title="Withdraw this review?"
              message="A withdrawn review is not completed (it shows as failed) and cannot be reopened."
              confirmLabel="Withdraw review"
              reasonLabel="Reason"
              run={async (note) => {
                await withdraw.mutateAsync({ note });
                toast.success('Review withdrawn');
              }}
            />
          )}
          {r.can_supersede && (
            <Button component={Link} to={`/reviews/create?supersedes=${r.id}`} variant="light">
              Write a new review
            </Button>
          )}
        </Group>
      </Group>
      {r.status === 'awaiting_approval' && (
        <Alert color="yellow" variant="light" title="Awaiting approval">
          Submitted {formatMoment(r.submitted_at)}. Platform staff or the partner&apos;s owner, admin or manager decide
          it — not its author.
        </Alert>
      )}
      {r.status === 'processing' && r.decision_note && (
        <Alert color="blue" variant="light" title="Returned for changes">
          {r.decision_note}
        </Alert>
      )}
      {r.superseded_by && (
        <Alert color="gray" variant="light" title="Superseded">
          A newer review replaces this one:{' '}
          <Anchor component={Link} to={`/reviews/${r.superseded_by.id}`}>
            {labelOf('reviewStatus', r.superseded_by.status).toLowerCase()} review
          </Anchor>
          .
        </Alert>
      )}
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="lg">
          <Field label="Worker">{r.contractor.name}</Field>
          <Field label="Kind">{REVIEW_KIND_LABELS[r.kind]}</Field>
          <Field label={r.document ? 'Document' : 'Assignment'}>{subjectOf(r)}</Field>
          <Field label="Partner">{r.partner.name}</Field>
          <Field label="Reviewer">{r.reviewer.name}</Field>
          <Field label="Created">{formatMoment(r.created_at)}</Field>
          <Field label="Submitted">{textOrDash(formatMoment(r.submitted_at))}</Field>
          <Field label="Decision">
            {textOrDash(r.decided_by ? `${r.decided_by.name}, ${formatMoment(r.decided_at)}` : null)}
          </Field>
          {r.status !== 'processing' && <Field label="Note">{textOrDash(r.decision_note)}</Field>}
          {r.supersedes && (
            <Field label="Supersedes">
              <Anchor component={Link} to={`/reviews/${r.supersedes.id}`}>
                {`${labelOf('reviewStatus', r.supersedes.status)} review`}
              </Anchor>
            </Field>
          )}
        </SimpleGrid>
      </Paper>
      {r.can_edit ? <Editor key={r.id} review={r} /> : <RatingsTable review={r} />}
    </Stack>
  );
}
