import { Badge, Group, Text } from '@mantine/core';
import { daysUntil, type DocumentView } from '@app/domain';
import { formatCalendarDate, todayIso } from '../../../components/data-list/format';

const soonText = (days: number) =>
  days <= 0 ? 'Expires today' : days === 1 ? 'Expires tomorrow' : `Expires in ${days} days`;

/** The expiry date, flagged when it has passed or is within 30 days (the API's flags). */
export function DocumentExpiry({ doc }: { doc: Pick<DocumentView, 'expires_on' | 'expiring_soon' | 'expired'> }) {
  if (!doc.expires_on) {
    return (
      <Text size="sm" c="dimmed">
        No expiry
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDate(doc.expires_on)}
      </Text>
      {doc.expired ? (
        <Badge color="red" variant="light" size="sm">
          Expired
        </Badge>
      ) : doc.expiring_soon ? (
        <Badge color="orange" variant="light" size="sm">
          {soonText(daysUntil(todayIso(), doc.expires_on))}
        </Badge>
      ) : null}
    </Group>
  );
}
