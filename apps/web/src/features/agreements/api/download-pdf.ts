import { request } from '../../../lib/api/client';
import { saveBlob } from '../../../lib/api/download';
import { AGREEMENTS_PATH, TEMPLATES_PATH } from './agreement-keys';

/**
 * The signed agreement's PDF, byte for byte as stored (its SHA-256 is the audit record's), fetched through
 * the api client (a plain link would not carry the bearer token) and saved under the API's name.
 */
export async function downloadSignedPdf(agreement: { id: string; signed_pdf: { filename: string } | null }) {
  const blob = await request<Blob>('GET', `${AGREEMENTS_PATH}/${agreement.id}/pdf`, { responseType: 'blob' });
  saveBlob(blob, agreement.signed_pdf?.filename ?? 'agreement-signed.pdf');
}

/** A document template merged for a worker (and an assignment) as a PDF. */
export async function downloadDocument(
  template: { id: string; name: string },
  params: { contractor_id: string; assignment_id?: string | null },
) {
  const blob = await request<Blob>('GET', `${TEMPLATES_PATH.document}/${template.id}/pdf`, {
    params: { contractor_id: params.contractor_id, assignment_id: params.assignment_id || undefined },
    responseType: 'blob',
  });
  saveBlob(blob, `${template.name.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`);
}
