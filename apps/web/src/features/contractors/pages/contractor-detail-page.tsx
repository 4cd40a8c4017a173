import { useParams } from 'react-router';
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
import { ContractorWorkspace } from '../components/contractor-workspace';
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

/**
 * /contractors/:id: the contractor's workspace — the profile (with the masked tax id and Reveal, and the deposit
 * accounts for payroll staff) and a tab for each of its placements, time, expenses, pay, documents, onboarding,
 * notes and activity — and Edit for those who manage contractors.
 */
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
      maxWidth={1100}
      canEdit={() => session !== null && mayEditContractor(session.subject)}
      edit={(c, done) => <EditContractorForm contractor={c} onDone={done} />}
      details={(c) => {
        const profile = (
          <>
            <ContractorDetails
              contractor={c}
              canReveal={session !== null && mayRevealTaxId(session.user, session.subject, c)}
              opensCorpToCorp={session !== null && mayUseCorpToCorp(session.subject)}
            />
            {session !== null && maySeeDepositAccounts(session.subject) && <DepositAccountsPanel contractorId={c.id} />}
          </>
        );
        return session ? <ContractorWorkspace contractor={c} session={session} profile={profile} /> : profile;
      }}
    />
  );
}
