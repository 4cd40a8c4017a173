import { Group, Paper, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { REVIEW_KIND_LABELS } from '@app/domain';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { StatusBadge } from '../../../components/status-badge';
import { toast } from '../../../lib/notify';
import { useEditReviewType, useReviewType } from '../api/reviews';
import { ReviewTypeForm } from '../components/review-type-form';

/** /review_types/:id (staff; decision 0075): the type and its edit form (kind and criteria frozen once used). */
export function ReviewTypeDetailPage() {
  const { id = '' } = useParams();
  const query = useReviewType(id);
  const edit = useEditReviewType(id);
  return (
    <DetailGate query={query} noun="review type">
      {(t) => (
        <Stack gap="lg" maw={760}>
          <BackLink to="/review_types" label="Review Types" />
          <Group gap="sm">
            <Title order={1}>{t.name}</Title>
            <StatusBadge label={t.active ? 'Active' : 'Inactive'} tone={t.active ? 'success' : 'neutral'} size="lg" />
            <StatusBadge label={REVIEW_KIND_LABELS[t.kind]} tone="info" size="lg" />
          </Group>
          <Paper withBorder p="lg">
            <ReviewTypeForm
              key={t.updated_at}
              type={t}
              submitLabel="Save review type"
              onSave={async (body) => {
                await edit.mutateAsync(
                  t.frozen ? { name: body.name, description: body.description ?? null, active: body.active } : body,
                );
                toast.success('Review type saved');
              }}
            />
          </Paper>
        </Stack>
      )}
    </DetailGate>
  );
}
