import { useParams } from 'react-router';
import { EditableRecordPage } from '../../../components/record-page/editable-record-page';
import { useSession } from '../../../lib/auth/use-session';
import { editsSalesPartners, mayRevealSalesPartnerTaxId } from '../components/sales-partner-access';
import { useSalesPartner } from '../api/get-sales-partner';
import { EditSalesPartnerForm } from '../components/edit-sales-partner-form';
import { SalesPartnerDetails } from '../components/sales-partner-details';

/**
 * /sales_partners/:id: one sales partner. Staff edit it in place; a sales partner's own users read
 * their record (the API answers any other id 404), reached from the organization name on their dashboard.
 */
export function SalesPartnerDetailPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const staff = session !== null && editsSalesPartners(session.user);
  const canReveal = session !== null && mayRevealSalesPartnerTaxId(session.subject);
  return (
    <EditableRecordPage
      query={useSalesPartner(id)}
      noun="sales partner"
      // The list is for staff; a sales partner's way back is its dashboard.
      back={staff ? { to: '/sales_partners', label: 'Sales Partners' } : null}
      title={(s) => s.name}
      maxWidth={900}
      canEdit={() => staff}
      edit={(s, done) => <EditSalesPartnerForm salesPartner={s} onDone={done} />}
      details={(s) => <SalesPartnerDetails salesPartner={s} canReveal={canReveal} />}
    />
  );
}
