/** Valid answers of the new hire's forms, shared by the onboarding API tests. */
export const W4 = {
  first_name: 'Nina',
  last_name: 'Newhire',
  ssn: '345-67-8901',
  filing_status: 'single',
  multiple_jobs: false,
  qualifying_children: 1,
  other_dependents: 0,
  other_credits: '',
  other_income: '',
  deductions: '',
  extra_withholding: '20',
  signature: 'Nina Newhire',
};
export const I9 = {
  last_name: 'Newhire',
  first_name: 'Nina',
  address_line_1: '40 Vine St',
  city: 'Los Angeles',
  state: 'CA',
  zipcode: '90028',
  date_of_birth: '1998-01-20',
  ssn: '345-67-8901',
  citizenship_status: 'us_citizen',
  attestation: true,
  signature: 'Nina Newhire',
};
export const VERIFY = {
  legal_first_name: 'Nina',
  legal_last_name: 'Newhire',
  date_of_birth: '1998-01-20',
  document_type: 'drivers_license',
  document_number: 'D1234567',
};
