import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useCreateReviewType, useReviewTypesList } from '../api/reviews';
import { reviewTypeColumns } from '../components/review-columns';
import { ReviewTypeFilters } from '../components/review-filters';
import { ReviewTypeForm } from '../components/review-type-form';

function NewReviewTypeModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const navigate = useNavigate();
  const create = useCreateReviewType();
  return (
    <Modal opened onClose={onClose} title="New review type" size="lg">
      <ReviewTypeForm
        submitLabel="Create review type"
        onCancel={onClose}
        onSave={async (body) => {
          const t = await create.mutateAsync(body);
          toast.success('Review type created');
          onClose();
          navigate(`/review_types/${t.id}`);
        }}
      />
    </Modal>
  );
}

/** /review_types (staff; decision 0075): the review types with their criteria, kind and status filters, sort and CSV. */
export function ReviewTypesPage() {
  const list = useReviewTypesList();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Review Types</Title>
          <Text c="dimmed" size="sm">
            What a review rates: each criterion 1–5. A type&apos;s criteria are frozen once a review uses it.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          New review type
        </Button>
      </Group>
      <DataList
        list={list}
        columns={reviewTypeColumns}
        tableName="review_types"
        noun="review types"
        filters={<ReviewTypeFilters list={list} />}
      />
      {creating && <NewReviewTypeModal onClose={() => setCreating(false)} />}
    </Stack>
  );
}
