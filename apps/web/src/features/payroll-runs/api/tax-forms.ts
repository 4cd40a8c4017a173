import { useQuery } from '@tanstack/react-query';
import type { QuarterlyReport, TaxFormRow, TaxFormsView } from '@app/domain';
import { api, request, type QueryParams } from '../../../lib/api/client';
import { saveBlob } from '../../../lib/api/download';

export const TAX_FORMS_PATH = '/tax_forms';

/** The year's forms the caller reads, and the employers whose filings it downloads (GET /tax_forms). */
export const useTaxForms = (year: number) =>
  useQuery({
    queryKey: ['tax-forms', year],
    queryFn: ({ signal }) => api.get<TaxFormsView>(TAX_FORMS_PATH, { params: { year }, signal }),
    retry: false,
  });

/** A file through the api client (a plain link would not carry the bearer token), saved under `filename`. */
async function save(path: string, params: QueryParams, filename: string) {
  const blob = await request<Blob>('GET', path, { params, responseType: 'blob' });
  saveBlob(blob, filename);
}

const safe = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-');

export const downloadTaxForm = (f: Pick<TaxFormRow, 'kind' | 'employer_key' | 'contractor' | 'year'>) =>
  save(
    `${TAX_FORMS_PATH}/${f.kind}/${f.employer_key}/${f.contractor.id}/pdf`,
    { year: f.year },
    `${f.kind}-${f.year}-${safe(f.contractor.name)}.pdf`,
  );

export const downloadSummary = (year: number, employerKey: string, kind: 'w3' | 't4_summary') =>
  save(`${TAX_FORMS_PATH}/summary/pdf`, { year, employer_key: employerKey, kind }, `${kind}-${year}.pdf`);

export const downloadEfw2 = (year: number, employerKey: string, bsoUserId: string) =>
  save(
    `${TAX_FORMS_PATH}/efw2`,
    { year, employer_key: employerKey, ...(bsoUserId && { bso_user_id: bsoUserId }) },
    `W2REPORT-${year}.txt`,
  );

export const downloadQuarterly = (report: QuarterlyReport, year: number, quarter: number, employerKey: string) =>
  save(
    `${TAX_FORMS_PATH}/reports/${report}`,
    { year, employer_key: employerKey, ...(report !== 'form_940' && { quarter }) },
    report === 'form_940' ? `${report}-${year}.csv` : `${report}-${year}-q${quarter}.csv`,
  );
