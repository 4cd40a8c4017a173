/**
 * The exact texts people accept (click-through steps, the client services addendum, the partner
 * services agreement). Each acceptance stores the SHA-256 of the text shown and its version, so
 * changing a text means a new version here: old acceptances keep pointing at what was agreed.
 */
export const AGREEMENT_KEYS = [
  'employee_timekeeping_policy',
  'employee_confidentiality_agreement',
  'contractor_1099_agreement',
  'background_check_authorization',
  'partner_services_agreement',
  'client_services_addendum',
  'final_acknowledgement',
] as const;
export type AgreementKey = (typeof AGREEMENT_KEYS)[number];

export interface AgreementText {
  key: AgreementKey;
  title: string;
  version: string;
  text: string;
}

const text = (key: AgreementKey, title: string, version: string, paragraphs: string[]): AgreementText => ({
  key,
  title,
  version,
  text: paragraphs.join('\n\n'),
});

export const AGREEMENTS: Record<AgreementKey, AgreementText> = {
  employee_timekeeping_policy: text('employee_timekeeping_policy', 'Timekeeping Policy', '2026-01', [
    'You must record all time worked accurately and completely, including start and end times and meal breaks, on the platform on the day the work is done.',
    'Working "off the clock" is prohibited. Do not start work before your recorded start time or continue after your recorded end time.',
    'Overtime must be approved in advance by your supervisor at the client, but all overtime worked will be paid, whether approved or not.',
    'Falsifying a timesheet, or recording time for another person, is grounds for ending your assignment.',
    'If your paycheck does not reflect the hours you recorded, report it to support right away; it will be corrected no later than the next regular payday.',
  ]),
  employee_confidentiality_agreement: text(
    'employee_confidentiality_agreement',
    'Confidentiality Agreement',
    '2026-01',
    [
      'During and after your assignment you will keep confidential all non-public information of the employer and of the client you are assigned to, including customer data, pricing, source code, business plans and personnel information.',
      'You will use confidential information only to perform your assignment, and return or destroy it when the assignment ends.',
      'Work product you create within your assignment belongs to the client, to the extent the law allows.',
      'Nothing in this agreement limits your right to discuss wages or working conditions, to report possible violations of law to a government agency, or any other right protected by law.',
    ],
  ),
  contractor_1099_agreement: text('contractor_1099_agreement', 'Independent Contractor Agreement', '2026-01', [
    'You provide services as an independent contractor, not as an employee. You control how, when and where the work is done, and provide your own tools and equipment.',
    'You are paid the agreed rate for services invoiced through the platform. No taxes are withheld: you are responsible for your own income and self-employment taxes, and a Form 1099-NEC is issued each year.',
    'You are not eligible for employee benefits, workers compensation or unemployment insurance through this agreement.',
    'You will keep client information confidential and carry any insurance and licenses your work requires.',
    'Either party may end this agreement with written notice; services already performed are paid.',
  ]),
  background_check_authorization: text('background_check_authorization', 'Background Check Authorization', '2026-01', [
    'DISCLOSURE: A consumer report (background check) may be obtained about you for employment purposes, because a client of your assignment requires one.',
    'The report may include identity verification, criminal history, employment and education history, and motor vehicle records where the assignment needs them.',
    'AUTHORIZATION: You authorize the employer and its consumer reporting agency to obtain this report now and, where the law allows, during your assignment.',
    'You have the right to request a copy of the report, a description of your rights under the Fair Credit Reporting Act, and to dispute anything inaccurate in it.',
  ]),
  partner_services_agreement: text('partner_services_agreement', 'Partner Services Agreement', '2026-01', [
    'This agreement is between the platform and the partner company named in its account. The platform provides employer-of-record, payroll, billing and onboarding services for the workers and clients the partner places through it.',
    'The partner is responsible for the accuracy of the assignments, rates and time it submits, and for its relationships with its clients.',
    'The platform invoices clients on the partner’s behalf, pays workers, files payroll taxes, and pays the partner its margin after the platform fee and any adjustments, as shown in the distributions.',
    'Each party keeps the other’s confidential information confidential and handles personal data only as needed to provide the services.',
    'Either party may end this agreement with 30 days’ written notice; assignments in progress continue until their time has been billed and paid.',
  ]),
  client_services_addendum: text('client_services_addendum', 'Client Services Addendum', '2026-01', [
    'This addendum supplements the agreement between the client and its staffing partner. Workers on the client’s assignments are employed or engaged by the platform as employer of record, not by the client.',
    'The client approves time and expenses accurately and on time, supervises the day-to-day work, and provides a safe workplace.',
    'Invoices are due within the payment terms on the client’s account. Late payments may pause payroll funding for the client’s assignments.',
    'The client does not hire an assigned worker directly within 12 months of the assignment without the partner’s written consent.',
  ]),
  final_acknowledgement: text('final_acknowledgement', 'Final Acknowledgement', '2026-01', [
    'I confirm that the information I provided during onboarding is true, correct and complete.',
    'I understand that I must keep it up to date, and that knowingly giving false information may end my engagement and may be reported where the law requires.',
  ]),
};
