import type { PaycheckDetail } from '@app/domain';
import { DownloadButton } from '../../../components/download-button';
import { downloadPayStub } from '../api/download-pay-stub';

/** Download pay stub: for everyone who reads the paycheck (the worker its own). */
export function DownloadPayStubButton({
  paycheck,
}: {
  paycheck: Pick<PaycheckDetail, 'id' | 'check_date' | 'contractor'>;
}) {
  return <DownloadButton label="Download pay stub" download={() => downloadPayStub(paycheck)} />;
}
