import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { writesReviews } from '@app/domain';
import { Link } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { useSession } from '../../../lib/auth/use-session';
import { useReviewsList } from '../api/reviews';
import { reviewColumns } from '../components/review-columns';
import { ReviewFilters } from '../components/review-filters';

/**
 * /reviews (decision 0075): the performance and document reviews the caller sees, with status and kind
 * filters, sorting and CSV; a review opens its page, where it is written, submitted and decided.
 */
export function ReviewsPage() {
  const list = useReviewsList();
  const subject = useSession()?.subject;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Reviews</Title>
          <Text c="dimmed" size="sm">
            Performance reviews of workers on their assignments, and reviews of their documents.
          </Text>
        </div>
        {subject && writesReviews(subject.userType) && (
          <Button component={Link} to="/reviews/create" leftSection={<IconPlus size={16} aria-hidden />}>
            New review
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={reviewColumns}
        tableName="reviews"
        noun="reviews"
        filters={<ReviewFilters list={list} />}
      />
    </Stack>
  );
}
