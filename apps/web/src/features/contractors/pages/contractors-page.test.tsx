import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { listAnswer, requestsTo } from '../../../test/fetch-stub';
import { casey, caseyWithoutPersonal } from './contractor-fixtures';
import { renderContractorPages } from './contractor-page-harness';
import { onboardingText } from '../components/contractor-columns';

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

  it('shows each worker’s current placement with the rates the user sees, and its onboarding step', async () => {
    const placed = {
      ...casey,
      current_placement: {
        id: 'a-1',
        job_title: 'Software Developer',
        client: { id: 'c-globex', name: 'Globex Corporation' },
        status: 'live' as const,
        start_date: '2026-09-01',
        pay_rate: '30.00',
        bill_rate: '50.00',
      },
      onboarding: {
        current_step: 'form_w4' as const,
        current_step_title: 'W-4',
        completed_count: 2,
        required_count: 5,
      },
    };
    renderContractorPages(makeUser({ user_type: 'partner', role: 'owner' }), '/contractors', listOf([placed]));
    expect(await screen.findByRole('link', { name: 'Software Developer' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/assignments/a-1',
    );
    expect(headers()).toEqual(
      expect.arrayContaining(['Client', 'Current assignment', 'Start date', 'Pay rate', 'Bill rate', 'Onboarding']),
    );
    expect(screen.getByText('Globex Corporation')).toBeInTheDocument();
    expect(screen.getByText('W-4 · 2 of 5')).toBeInTheDocument();
    expect(onboardingText({ ...placed.onboarding, current_step: null, current_step_title: null })).toBe('Complete');
  });

  it('shows a client the bill rate but no pay rate or onboarding column', async () => {
    renderContractorPages(
      makeUser({ user_type: 'client', role: 'owner', partner: null }),
      '/contractors',
      listOf([casey]),
    );
    await screen.findByRole('link', { name: 'Casey Contractor' }, { timeout: 3000 });
    expect(headers()).toContain('Bill rate');
    expect(headers()).not.toContain('Pay rate');
    expect(headers()).not.toContain('Onboarding');
  });

  it('says so when there are no contractors yet', async () => {
    renderContractorPages(makeUser({ user_type: 'partner' }), '/contractors', listOf([]));
    expect(await screen.findByText(/No contractors/, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
