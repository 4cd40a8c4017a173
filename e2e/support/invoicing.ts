/** The invoice run through the API, for tests whose subject is what comes after it (the dialog is the billing journey's). */
import { expect, type APIRequestContext } from '@playwright/test';
import type { InvoiceRunEntry, InvoiceRunResult } from '@app/domain';

/** Runs invoices for one client through `through` as staff; the drafts it wrote or brought up to date. */
export async function runInvoicesFor(
  request: APIRequestContext,
  auth: string,
  clientId: string,
  through: string,
): Promise<InvoiceRunEntry[]> {
  const res = await request.post('/v2/invoices/run', {
    headers: { Authorization: auth },
    data: { through, client_id: clientId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: InvoiceRunResult }).data.invoices;
}
