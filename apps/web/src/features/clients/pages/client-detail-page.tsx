import { useParams } from 'react-router';
import { seesNotes } from '@app/domain';
import { NotesPanel } from '../../../components/notes-panel/notes-panel';
import { EditableRecordPage } from '../../../components/record-page/editable-record-page';
import { useSession } from '../../../lib/auth/use-session';
import { useClient } from '../api/get-client';
import { clientEditAccess } from '../components/client-access';
import { ClientDetails } from '../components/client-details';
import { EditClientForm } from '../components/edit-client-form';

/** /clients/:id: one client, editable in place by those allowed to. */
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
      maxWidth={900}
      canEdit={(client) => accessOf(client) !== 'none'}
      edit={(client, done) => (
        <EditClientForm client={client} mode={accessOf(client) === 'owner' ? 'self' : 'edit'} onDone={done} />
      )}
      details={(client) => (
        <>
          <ClientDetails client={client} />
          {session !== null && seesNotes(session.user.user_type) && (
            <NotesPanel subjectType="client" subjectId={client.id} />
          )}
        </>
      )}
    />
  );
}
