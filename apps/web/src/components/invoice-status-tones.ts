import type { InvoiceStatus } from '@app/domain';
import type { StatusTone } from './status-badge';

/** What each invoice status means on a badge: a draft waits, open is owed, void and written off end it. */
export const INVOICE_STATUS_TONES: Record<InvoiceStatus, StatusTone> = {
  draft: 'warning',
  open: 'info',
  partially_paid: 'progress',
  paid: 'success',
  void: 'neutral',
  written_off: 'danger',
};
