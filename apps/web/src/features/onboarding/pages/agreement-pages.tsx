import { OrgAgreementView } from '../components/org-agreement-view';

/** /client_services_addendum: the client's owner accepts the addendum. */
export function ClientServicesAddendumPage() {
  return <OrgAgreementView agreementKey="client_services_addendum" />;
}

/** /partner_services_agreement: the partner's owner accepts the services agreement. */
export function PartnerServicesAgreementPage() {
  return <OrgAgreementView agreementKey="partner_services_agreement" />;
}

/** /partner/terms_of_service: the services agreement as the partner accepted it. */
export function PartnerTermsOfServicePage() {
  return <OrgAgreementView agreementKey="partner_services_agreement" readOnly />;
}
