import { canManageContractors, canSeeSensitive } from '@app/domain';
import { useParams } from 'react-router';
import { EditableRecordPage } from '../../../components/record-page/editable-record-page';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useCorpToCorp } from '../api/get-corp-to-corp';
import { useUpdateCorpToCorp } from '../api/update-corp-to-corp';
import { CorpToCorpDetails } from '../components/corp-to-corp-details';
import { CorpToCorpForm } from '../components/corp-to-corp-form';
import { ActiveBadge } from '../../../components/status-badge';

/** /corp_to_corps/:id: one vendor company, its masked EIN with Reveal, editable by contractor managers. */
export function CorpToCorpDetailPage() {
  const { id = '' } = useParams();
  const update = useUpdateCorpToCorp(id);
  const session = useSession();
  return (
    <EditableRecordPage
      query={useCorpToCorp(id)}
      noun="corp-to-corp"
      back={{ to: '/corp_to_corps', label: 'Corp-to-Corps' }}
      title={(c) => c.name}
      badge={(c) => <ActiveBadge active={c.active} />}
      maxWidth={900}
      canEdit={() => session !== null && canManageContractors(session.subject)}
      edit={(c, done) => (
        <CorpToCorpForm
          mode="edit"
          corpToCorp={c}
          onCancel={done}
          save={async (body) => {
            await update.mutateAsync(body);
            toast.success();
            done();
          }}
        />
      )}
      details={(c) => (
        <CorpToCorpDetails corpToCorp={c} canReveal={session !== null && canSeeSensitive(session.subject)} />
      )}
    />
  );
}
