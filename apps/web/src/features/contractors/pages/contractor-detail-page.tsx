import { useParams } from 'react-router';
import { seesNotes } from '@app/domain';
import { NotesPanel } from '../../../components/notes-panel/notes-panel';
import { EditableRecordPage } from '../../../components/record-page/editable-record-page';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { fullName, type ContractorRow } from '../api/contractor-types';
import { useContractor } from '../api/get-contractor';
import { useUpdateContractor } from '../api/update-contractor';
import {
  mayEditContractor,
  mayRevealTaxId,
  maySeeDepositAccounts,
  mayUseCorpToCorp,
} from '../components/contractor-access';
import { DepositAccountsPanel } from '../components/deposit-accounts-panel';
import { ContractorDetails } from '../components/contractor-details';
import { ContractorForm } from '../components/contractor-form';
import { checkUpdate, contractorValuesFrom } from '../components/contractor-form-values';
import { useContractorForm } from '../components/use-contractor-form';
import { StatusBadge } from '../../../components/status-badge';

function EditContractorForm({ contractor, onDone }: { contractor: ContractorRow; onDone: () => void }) {
  const update = useUpdateContractor(contractor.id);
  const form = useContractorForm(
    () => contractorValuesFrom(contractor),
    checkUpdate,
    async (body) => {
      await update.mutateAsync(body);
      toast.success();
      onDone();
    },
  );
  return (
    <ContractorForm
      form={form}
      mode="edit"
      maskedTaxId={contractor.tax_id?.masked ?? null}
      submitLabel="Save changes"
      onCancel={onDone}
    />
  );
}

/** /contractors/:id: the profile, the masked tax id with Reveal, and Edit for those who manage contractors. */
export function ContractorDetailPage() {
  const { id = '' } = useParams();
  const session = useSession();
  return (
    <EditableRecordPage
      query={useContractor(id)}
      noun="contractor"
      back={{ to: '/contractors', label: 'Contractors' }}
      title={fullName}
      badge={(c) => <StatusBadge of="contractorStatus" value={c.status} />}
      maxWidth={900}
      canEdit={() => session !== null && mayEditContractor(session.subject)}
      edit={(c, done) => <EditContractorForm contractor={c} onDone={done} />}
      details={(c) => (
        <>
          <ContractorDetails
            contractor={c}
            canReveal={session !== null && mayRevealTaxId(session.user, session.subject, c)}
            opensCorpToCorp={session !== null && mayUseCorpToCorp(session.subject)}
          />
          {session !== null && maySeeDepositAccounts(session.subject) && <DepositAccountsPanel contractorId={c.id} />}
          {session !== null && seesNotes(session.user.user_type) && (
            <NotesPanel subjectType="contractor" subjectId={c.id} />
          )}
        </>
      )}
    />
  );
}
