import { useParams } from 'react-router';
import { EditableRecordPage } from '../../../components/record-page/editable-record-page';
import { useSession } from '../../../lib/auth/use-session';
import { usePartner } from '../api/get-partner';
import type { PartnerRow } from '../api/partner-types';
import { EditPartnerForm } from '../components/edit-partner-form';
import {
  isPlatformStaff,
  mayRevealPartnerTaxId,
  partnerEditAccess,
  seesPartnerList,
} from '../components/partner-access';
import { PartnerDetails } from '../components/partner-details';

/** /partners/:id: one partner; staff edit everything, its owner its branding and contacts. */
export function PartnerDetailPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const accessOf = (partner: PartnerRow) => (session ? partnerEditAccess(session.user, partner) : 'none');
  const staff = session !== null && isPlatformStaff(session.user);
  const canReveal = session !== null && mayRevealPartnerTaxId(session.subject);
  // A partner's own users reach their record from the dashboard; the list is for the others.
  const seesList = session !== null && seesPartnerList(session.user);
  return (
    <EditableRecordPage
      query={usePartner(id)}
      noun="partner"
      back={seesList ? { to: '/partners', label: 'Partners' } : null}
      title={(partner) => partner.name}
      maxWidth={960}
      canEdit={(partner) => accessOf(partner) !== 'none'}
      edit={(partner, done) => {
        const access = accessOf(partner);
        return access === 'none' ? null : <EditPartnerForm partner={partner} mode={access} onDone={done} />;
      }}
      details={(partner) => <PartnerDetails partner={partner} showFlags={staff} canReveal={canReveal} />}
    />
  );
}
