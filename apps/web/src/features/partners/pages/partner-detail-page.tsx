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
import { PartnerWorkspace } from '../components/partner-workspace';

/**
 * /partners/:id: one partner's workspace — its profile (staff edit everything, its owner its branding and
 * contacts) and, for staff and its own users, its clients, contractors, placements and invoices with the balance.
 */
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
      maxWidth={1100}
      canEdit={(partner) => accessOf(partner) !== 'none'}
      edit={(partner, done) => {
        const access = accessOf(partner);
        return access === 'none' ? null : <EditPartnerForm partner={partner} mode={access} onDone={done} />;
      }}
      details={(partner) => {
        const profile = <PartnerDetails partner={partner} showFlags={staff} canReveal={canReveal} />;
        return session ? <PartnerWorkspace partner={partner} user={session.user} profile={profile} /> : profile;
      }}
    />
  );
}
