import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseLinksFor, computeLinks, type CurrentUser } from '@app/domain';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { clientTabs } from '../components/client-access';
import { globex } from './client-fixtures';
import { renderClientPages } from './client-page-harness';

function withRealLinks(overrides: Partial<CurrentUser>): CurrentUser {
  const user = makeUser(overrides);
  return { ...user, links: computeLinks(toAccessSubject(user)), base_links: baseLinksFor(user.user_type) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('the client workspace', () => {
  it('gives its partner the contacts and notes, and the client’s own users neither', () => {
    expect(clientTabs(withRealLinks({ user_type: 'partner', role: 'owner' }))).toEqual([
      'profile',
      'placements',
      'timesheets',
      'invoices',
      'contacts',
      'notes',
    ]);
    const own = clientTabs(withRealLinks({ user_type: 'client', role: 'owner' }));
    expect(own).not.toContain('contacts');
    expect(own).not.toContain('notes');
  });

  it('shows the invoices with the balance and what is past due, summed exactly, then the contacts', async () => {
    const user = userEvent.setup();
    const partnerOwner = makeUser({ user_type: 'partner', role: 'owner' });
    const aging = {
      as_of: '2026-11-27',
      rows: [
        {
          currency: 'USD',
          current: '100.10',
          days_1_30: '0.10',
          days_31_60: '0.20',
          days_61_90: '0.00',
          days_over_90: '1000.00',
          total: '1100.40',
          invoice_count: 3,
        },
      ],
    };
    const fetchMock = renderClientPages(partnerOwner, `/clients/${globex.id}?tab=invoices`, (u) => {
      if (u.pathname === `/v2/clients/${globex.id}`) return jsonResponse({ data: globex });
      if (u.pathname === '/v2/invoices/aging') return jsonResponse({ data: aging });
      if (u.pathname === '/v2/invoices') return listAnswer([]);
      if (u.pathname === `/v2/clients/${globex.id}/contacts`)
        return listAnswer([{ id: 'u1', name: 'Cleo Client', email: 'client@demo.test', role: 'owner', active: true }]);
      return undefined;
    });
    const balance = await screen.findByRole('group', { name: 'Balance' }, { timeout: 3000 });
    expect(within(balance).getByText('$1,100.40')).toBeInTheDocument();
    // 0.10 + 0.20 + 0.00 + 1000.00: no floating-point crumbs.
    expect(within(balance).getByText('$1,000.30')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/invoices/aging')[0]!.searchParams.get('client_id')).toBe(globex.id);
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Contacts' }));
    const contacts = await screen.findByRole('table', { name: 'Contacts' });
    expect(within(contacts).getByRole('link', { name: 'client@demo.test' })).toHaveAttribute(
      'href',
      'mailto:client@demo.test',
    );
    await waitFor(() => expect(requestsTo(fetchMock, `/v2/clients/${globex.id}/contacts`)).toHaveLength(1));
  });
});
