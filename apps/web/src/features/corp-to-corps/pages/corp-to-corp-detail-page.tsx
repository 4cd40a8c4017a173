import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { canManageContractors, canSeeSensitive } from '@app/domain';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { PageLoader } from '../../../components/page-loader';
import { TaxIdReveal } from '../../../components/tax-id-reveal/tax-id-reveal';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { formatAddress } from '../../clients/components/client-details';
import { corpToCorpRevealPath } from '../api/corp-to-corp-types';
import { useCorpToCorp } from '../api/get-corp-to-corp';
import { useUpdateCorpToCorp } from '../api/update-corp-to-corp';
import { CorpToCorpForm } from '../components/corp-to-corp-form';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/** /corp_to_corps/:id: one vendor company, its masked EIN with Reveal, editable by contractor managers. */
export function CorpToCorpDetailPage() {
  const { id = '' } = useParams();
  const query = useCorpToCorp(id);
  const update = useUpdateCorpToCorp(id);
  const session = useSession();
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const error = toApiError(query.error);
    if (error.statusCode === 404 || error.statusCode === 422) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the corp-to-corp">
        {error.message}
      </Alert>
    );
  }
  const c = query.data;
  const canEdit = session !== null && canManageContractors(session.subject);
  const canReveal = session !== null && canSeeSensitive(session.subject);
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/corp_to_corps" size="sm">
        Corp-to-corps
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{c.name}</Title>
          <Badge variant="light" color={c.active ? 'green' : 'gray'} tt="none">
            {c.active ? 'Active' : 'Inactive'}
          </Badge>
        </Group>
        {canEdit && !editing && (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
      <Paper withBorder p="lg">
        {editing ? (
          <CorpToCorpForm
            mode="edit"
            corpToCorp={c}
            onCancel={() => setEditing(false)}
            save={async (body) => {
              await update.mutateAsync(body);
              toast.success();
              setEditing(false);
            }}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Field label="Partner">
              <Text>{c.partner.name}</Text>
            </Field>
            <Field label="EIN">
              <TaxIdReveal taxId={c.tax_id} revealPath={corpToCorpRevealPath(c.id)} canReveal={canReveal} />
            </Field>
            <Field label="Contact">
              <Text>{[c.contact_name, c.contact_email].filter(Boolean).join(' · ') || '—'}</Text>
            </Field>
            <Field label="Phone">
              <Text>{c.phone ?? '—'}</Text>
            </Field>
            <Field label="Contractors">
              <Text>{c.contractors_count}</Text>
            </Field>
            <Field label="Address">
              {c.address ? (
                <Text component="address" fs="normal">
                  {formatAddress(c.address).map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))}
                </Text>
              ) : (
                <Text c="dimmed">No address</Text>
              )}
            </Field>
          </SimpleGrid>
        )}
      </Paper>
    </Stack>
  );
}
