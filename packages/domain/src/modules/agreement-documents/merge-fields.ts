/**
 * Merge fields of agreement and document templates (issue 15, decision 0069): `{{worker.name}}`,
 * `{{assignment.pay_rate}}` … replaced by the worker's, the partner's and (with an assignment) the client's
 * and the assignment's values. One catalogue and one merge for agreements, document templates and the
 * editor's preview, so what the preview shows is what a generated agreement freezes.
 */

export const MERGE_FIELD_GROUPS = ['worker', 'partner', 'client', 'assignment', 'document'] as const;
export type MergeFieldGroup = (typeof MERGE_FIELD_GROUPS)[number];

/** Every field a template may use, with what it reads (the editor lists them). */
export const MERGE_FIELDS = {
  'worker.name': "The worker's full name",
  'worker.first_name': "The worker's first name",
  'worker.last_name': "The worker's last name",
  'worker.email': "The worker's e-mail",
  'worker.classification': "The worker's classification (W-2, independent contractor …)",
  'worker.address': "The worker's address on one line",
  'partner.name': 'The staffing partner (the employer of the worker)',
  'client.name': "The assignment's client",
  'assignment.job_title': "The assignment's job title",
  'assignment.start_date': "The assignment's start date",
  'assignment.end_date': "The assignment's end date (blank when open-ended)",
  'assignment.work_location': "The assignment's work location",
  'assignment.pay_rate': 'The hourly pay rate in effect on the document date',
  'assignment.bill_rate': 'The hourly bill rate in effect on the document date',
  'assignment.overtime_pay_rate': 'The overtime pay rate in effect on the document date',
  'assignment.annual_salary': 'The annual salary, for salaried assignments',
  'document.date': 'The date the document is generated',
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;
export const MERGE_FIELD_NAMES = Object.keys(MERGE_FIELDS) as MergeField[];

export type MergeValues = Partial<Record<MergeField, string | null>>;

/** The rate fields by side: a reader who may not see a side gets them blank (section 6's rate visibility). */
export const PAY_MERGE_FIELDS = [
  'assignment.pay_rate',
  'assignment.overtime_pay_rate',
  'assignment.annual_salary',
] as const satisfies readonly MergeField[];
export const BILL_MERGE_FIELDS = ['assignment.bill_rate'] as const satisfies readonly MergeField[];

/** The values with the sides of the rates the reader may not see blanked. */
export function withVisibleRates(values: MergeValues, sees: { pay: boolean; bill: boolean }): MergeValues {
  const hidden = [...(sees.pay ? [] : PAY_MERGE_FIELDS), ...(sees.bill ? [] : BILL_MERGE_FIELDS)];
  return { ...values, ...Object.fromEntries(hidden.map((f) => [f, null])) };
}

/**
 * Fields an agreement template may not use: an agreement is read and signed by its worker, who never sees
 * the bill side (decision 0069).
 */
export const billFieldsIn = (body: string): MergeField[] =>
  mergeFieldsOf(body).filter((f) => (BILL_MERGE_FIELDS as readonly string[]).includes(f));

/** `{{ name }}` with optional spaces; names are lower-case words joined by one dot. */
const PLACEHOLDER = /\{\{\s*([a-z_]+(?:\.[a-z_]+)?)\s*\}\}/g;

/** A value the data does not have (an open-ended assignment's end date) reads as this. */
export const BLANK_VALUE = '—';

const isField = (name: string): name is MergeField => Object.hasOwn(MERGE_FIELDS, name);

/** The distinct placeholders a body uses, in order of first use. */
export function placeholdersOf(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Placeholders the catalogue does not know: a template naming one is refused on save. */
export const unknownMergeFields = (body: string) => placeholdersOf(body).filter((n) => !isField(n));

/** The known fields a body uses. */
export const mergeFieldsOf = (body: string): MergeField[] => placeholdersOf(body).filter(isField);

/** Whether the body reads an assignment's (or its client's) values: then generating it needs an assignment. */
export const needsAssignment = (body: string) =>
  mergeFieldsOf(body).some((f) => f.startsWith('assignment.') || f.startsWith('client.'));

/** The body with every known placeholder replaced; unknown ones stay as written (the editor flags them). */
export function mergeTemplate(body: string, values: MergeValues): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isField(name)) return whole;
    const v = values[name];
    return v === undefined || v === null || v === '' ? BLANK_VALUE : v;
  });
}

/** Values for the editor's preview when no worker is chosen: plainly made up. */
export const SAMPLE_MERGE_VALUES: Record<MergeField, string> = {
  'worker.name': 'Jordan Sample',
  'worker.first_name': 'Jordan',
  'worker.last_name': 'Sample',
  'worker.email': 'jordan.sample@example.com',
  'worker.classification': 'W-2',
  'worker.address': '100 Main Street, Springfield, IL 62701',
  'partner.name': 'Sample Staffing',
  'client.name': 'Sample Client Inc.',
  'assignment.job_title': 'Warehouse Associate',
  'assignment.start_date': 'January 5, 2027',
  'assignment.end_date': 'June 30, 2027',
  'assignment.work_location': 'Springfield Distribution Center',
  'assignment.pay_rate': '$25.00',
  'assignment.bill_rate': '$38.50',
  'assignment.overtime_pay_rate': '$37.50',
  'assignment.annual_salary': BLANK_VALUE,
  'document.date': 'January 4, 2027',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A calendar date as documents write it: `2026-11-02` → `November 2, 2026`. */
export function documentDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return null;
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
