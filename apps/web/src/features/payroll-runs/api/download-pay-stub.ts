import type { PaycheckDetail } from '@app/domain';
import { request } from '../../../lib/api/client';
import { saveBlob } from '../../../lib/api/download';
import { PAYCHECKS_PATH } from './payroll-run-keys';

/**
 * The paycheck's pay stub PDF, fetched through the api client (a plain link would not carry the bearer
 * token) and saved under the name the API gives it.
 */
export async function downloadPayStub(paycheck: Pick<PaycheckDetail, 'id' | 'check_date' | 'contractor'>) {
  const blob = await request<Blob>('GET', `${PAYCHECKS_PATH}/${paycheck.id}/pdf`, { responseType: 'blob' });
  saveBlob(blob, `pay-stub-${paycheck.check_date}-${paycheck.contractor.name.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`);
}
