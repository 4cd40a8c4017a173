import type { TimesheetEvidenceView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/api/upload-image';
import { TIMESHEETS_PATH } from './timesheet-keys';

/** approve_with_evidence: the client's approval is uploaded first; the action names the stored file. */
export async function uploadEvidence(file: File): Promise<TimesheetEvidenceView> {
  const content_base64 = await fileToBase64(file);
  return api.post<TimesheetEvidenceView>(`${TIMESHEETS_PATH}/evidence`, { filename: file.name, content_base64 });
}
