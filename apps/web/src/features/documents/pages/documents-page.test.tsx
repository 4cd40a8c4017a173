import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentView } from '@app/domain';
import { todayIso } from '../../../components/data-list/format';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { addDays } from '../../../lib/week';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { ClientDocumentsPage, ContractorDocumentsPage, PlatformDocumentsPage } from './documents-page';

const CASEY = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Casey Contractor' };
const ACME = { id: 'p1', name: 'Acme Staffing' };
const today = todayIso();

const doc = (over: Partial<DocumentView> = {}): DocumentView => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  kind: 'contractor',
  name: "Driver's license",
  filename: 'license.pdf',
  content_type: 'application/pdf',
  size_bytes: 48_000,
  expires_on: addDays(today, 12),
  expiring_soon: true,
  expired: false,
  status: 'active',
  owner: CASEY,
  partner: ACME,
  uploaded_by: { id: 'u9', name: 'Casey Contractor' },
  created_at: '2026-11-20T15:00:00Z',
  archived_at: null,
  can_archive: true,
  ...over,
});
const expired = doc({
  id: '00000000-0000-4000-8000-0000000000d2',
  name: 'Forklift certificate',
  expires_on: addDays(today, -3),
  expiring_soon: false,
  expired: true,
  can_archive: false,
});

const withLinks = (userType: 'partner' | 'contractor' | 'client', link: string) =>
  makeUser({ user_type: userType, links: [link], base_links: [link] });
const contractorRoutes = [{ path: '/contractor_documents', element: <ContractorDocumentsPage /> }];
const headersOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim()).filter(Boolean);

describe('/contractor_documents', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it("shows a partner its contractors' documents with the expiry flagged, and opens one through a short link", async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const fileUrl = 'http://localhost/v2/files/f1?jwt=abc';
    renderPages(withLinks('partner', '/contractor_documents'), contractorRoutes, '/contractor_documents', (u) => {
      if (u.pathname === '/v2/contractor_documents') return listAnswer([doc(), expired]);
      if (u.pathname === `/v2/contractor_documents/${doc().id}/file_link`)
        return jsonResponse({ data: { file_url: fileUrl, expires_at: '2026-11-27T12:05:00Z' } });
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Contractor Documents', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table');
    await within(table).findByText("Driver's license");
    expect(headersOf(table)).toEqual(['Document', 'Contractor', 'Expires', 'Uploaded', 'Actions']);
    const row = within(table).getByText("Driver's license").closest('tr')!;
    expect(within(row).getByText('Expires in 12 days')).toBeVisible();
    expect(within(row).getByText('license.pdf · PDF · 47 KB')).toBeVisible();
    const old = within(table).getByText('Forklift certificate').closest('tr')!;
    expect(within(old).getByText('Expired')).toBeVisible();
    expect(within(old).queryByRole('button', { name: 'Archive' })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: "Open Driver's license" }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(fileUrl, '_blank', 'noopener'));
  });

  it('archives after asking, and reads the list again', async () => {
    let rows = [doc()];
    const { fetchMock } = renderPages(
      withLinks('partner', '/contractor_documents'),
      contractorRoutes,
      '/contractor_documents',
      (u, init) => {
        if (u.pathname === '/v2/contractor_documents') return listAnswer(rows);
        if (u.pathname.endsWith('/archive') && init?.method === 'POST') {
          rows = [];
          return jsonResponse({ data: doc({ status: 'archived', can_archive: false }) });
        }
        return undefined;
      },
    );
    const table = await screen.findByRole('table');
    await userEvent.click(await within(table).findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this document?' });
    expect(dialog).toHaveTextContent("Driver's license moves to the archived documents. Nothing is deleted");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('No documents yet')).toBeVisible();
    expect(requestsTo(fetchMock, `/v2/contractor_documents/${doc().id}/archive`)).toHaveLength(1);
  });

  it('uploads for a chosen contractor: the file checked here first, then sent as base64 with its name', async () => {
    const { fetchMock } = renderPages(
      withLinks('partner', '/contractor_documents'),
      contractorRoutes,
      '/contractor_documents',
      (u, init) => {
        if (u.pathname === '/v2/contractor_documents' && init?.method === 'POST')
          return jsonResponse({ data: doc({ name: 'W-4' }) }, 201);
        if (u.pathname === '/v2/contractor_documents') return listAnswer([]);
        if (u.pathname === '/v2/contractors')
          return listAnswer([{ id: CASEY.id, first_name: 'Casey', last_name: 'Contractor' }]);
        return undefined;
      },
    );
    await screen.findByText('No documents yet');
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Document/ }), 'W-4');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['plain text'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Upload a PDF, PNG or JPEG file')).toBeVisible();
    expect(within(dialog).getByText('Choose the contractor')).toBeVisible();
    expect(lastBody(fetchMock, 'POST', '/v2/contractor_documents')).toBeUndefined();

    await userEvent.upload(input, new File(['%PDF-1.4 w4'], 'w4.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Contractor/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Casey Contractor', hidden: true }));
    await userEvent.type(within(dialog).getByLabelText(/^Expires on/), '2027-04-30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload document' })).toBeNull());
    expect(lastBody(fetchMock, 'POST', '/v2/contractor_documents')).toEqual({
      name: 'W-4',
      owner_id: CASEY.id,
      expires_on: '2027-04-30',
      filename: 'w4.pdf',
      content_base64: btoa('%PDF-1.4 w4'),
    });
  });

  it('shows a contractor its own documents without an owner column, and uploads without naming one', async () => {
    renderPages(withLinks('contractor', '/contractor_documents'), contractorRoutes, '/contractor_documents', (u) =>
      u.pathname === '/v2/contractor_documents' ? listAnswer([doc()]) : undefined,
    );
    const table = await screen.findByRole('table');
    await within(table).findByText("Driver's license");
    expect(headersOf(table)).toEqual(['Document', 'Expires', 'Uploaded', 'Actions']);
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    expect(within(dialog).queryByRole('combobox', { name: /^Contractor/ })).toBeNull();
  });
});

describe('/client_documents and /platform_documents', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows a client its own documents, and an error when the list cannot load', async () => {
    renderPages(
      withLinks('client', '/client_documents'),
      [{ path: '/client_documents', element: <ClientDocumentsPage /> }],
      '/client_documents',
      (u) =>
        u.pathname === '/v2/client_documents' ? jsonResponse({ message: 'Database unavailable' }, 503) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Client Documents', level: 1 })).toBeVisible();
    expect(await screen.findByText('Could not load documents', {}, { timeout: 5000 })).toBeVisible();
  });

  it('lets a partner read the credentialing documents but not upload them', async () => {
    renderPages(
      withLinks('partner', '/platform_documents'),
      [{ path: '/platform_documents', element: <PlatformDocumentsPage /> }],
      '/platform_documents',
      (u) =>
        u.pathname === '/v2/platform_documents'
          ? listAnswer([doc({ kind: 'platform', name: 'Form W-9', owner: null, partner: null, can_archive: false })])
          : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Credentialing Documents', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Form W-9')).closest('tr')!;
    expect(within(row).getByText('Every partner')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upload document' })).toBeNull();
  });
});
