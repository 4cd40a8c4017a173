import { useParams } from 'react-router';
import { EditableRecordPage } from '../../../components/record-page/editable-record-page';
import { useSession } from '../../../lib/auth/use-session';
import { useClient } from '../api/get-client';
import { clientEditAccess } from '../components/client-access';
import { ClientDetails } from '../components/client-details';
import { ClientWorkspace } from '../components/client-workspace';
import { EditClientForm } from '../components/edit-client-form';

/**
 * /clients/:id: one client's workspace — the profile, editable in place by those allowed to, and its placements,
 * time, invoices with the balance, contacts and notes.
 */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const accessOf = (client: Parameters<typeof clientEditAccess>[1]) =>
    session ? clientEditAccess(session.user, client) : 'none';
  return (
    <EditableRecordPage
      query={useClient(id)}
      noun="client"
      back={{ to: '/clients', label: 'Clients' }}
      title={(client) => client.name}
      maxWidth={1100}
      canEdit={(client) => accessOf(client) !== 'none'}
      edit={(client, done) => (
        <EditClientForm client={client} mode={accessOf(client) === 'owner' ? 'self' : 'edit'} onDone={done} />
      )}
      details={(client) =>
        session ? (
          <ClientWorkspace client={client} user={session.user} profile={<ClientDetails client={client} />} />
        ) : (
          <ClientDetails client={client} />
        )
      }
    />
  );
}
