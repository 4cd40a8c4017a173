import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { listAnswer, requestsTo } from '../../../test/fetch-stub';
import { casey, caseyWithoutPersonal } from './contractor-fixtures';
import { renderContractorPages } from './contractor-page-harness';

const headers = () => Array.from(document.querySelectorAll('thead th'), (th) => th.textContent?.trim());
const listOf = (rows: unknown[]) => (u: URL) => (u.pathname === '/v2/contractors' ? listAnswer(rows) : undefined);

describe('/contractors', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows a partner its contractors with the masked tax id, no partner or admin columns, and New contractor', async () => {
    renderContractorPages(
      makeUser({ user_type: 'partner', links: ['/contractors', '/create_contractor'] }),
      '/contractors',
      listOf([casey]),
    );
    expect(await screen.findByRole('heading', { name: 'Contractors' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Casey Contractor' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/contractors/k-casey',
    );
    expect(screen.getByText('***-**-6789')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Name', 'Email', 'Classification', 'Status', 'Tax id']));
    expect(headers()).not.toContain('Partner');
    expect(headers()).not.toContain('ID');
    expect(headers()).not.toContain('User ID');
    expect(screen.getByRole('link', { name: 'New contractor' })).toHaveAttribute('href', '/create_contractor');
    expect(screen.getByRole('combobox', { name: 'Classification' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  });

  it('shows an admin the partner and admin-only columns', async () => {
    renderContractorPages(makeUser({ user_type: 'admin', links: ['/contractors'] }), '/contractors', listOf([casey]));
    await screen.findByRole('link', { name: 'Casey Contractor' }, { timeout: 3000 });
    expect(headers()).toEqual(expect.arrayContaining(['Partner', 'Corp-to-corp', 'User ID']));
    expect(screen.getByText('u-casey')).toBeInTheDocument();
  });

  it('shows a sales partner no tax id column and no New contractor', async () => {
    renderContractorPages(
      makeUser({ user_type: 'sales_partner', links: ['/contractors'] }),
      '/contractors',
      listOf([caseyWithoutPersonal]),
    );
    await screen.findByRole('link', { name: 'Casey Contractor' }, { timeout: 3000 });
    expect(headers()).toContain('Partner');
    expect(headers()).not.toContain('Tax id');
    expect(screen.queryByRole('link', { name: 'New contractor' })).not.toBeInTheDocument();
  });

  it('sends the filters in the URL to the API', async () => {
    const { fetchMock } = renderContractorPages(
      makeUser({ user_type: 'partner', partner: makePartner() }),
      '/contractors?classification=w-2&status=active',
      listOf([casey]),
    );
    await screen.findByRole('link', { name: 'Casey Contractor' }, { timeout: 3000 });
    const sent = requestsTo(fetchMock, '/v2/contractors').at(-1)!;
    expect(sent.searchParams.get('classification')).toBe('w-2');
    expect(sent.searchParams.get('status')).toBe('active');
  });

  it('says so when there are no contractors yet', async () => {
    renderContractorPages(makeUser({ user_type: 'partner' }), '/contractors', listOf([]));
    expect(await screen.findByText(/No contractors/, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
