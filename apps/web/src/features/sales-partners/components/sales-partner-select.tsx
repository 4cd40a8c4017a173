// The select lives in components/reference now (the partner form and the referral list both pick a
// sales partner). This re-export keeps partners/pages/referral-partners-page.tsx building until its
// import points there too; then this file goes.
export { SalesPartnerSelect } from '../../../components/reference/sales-partner-select';
