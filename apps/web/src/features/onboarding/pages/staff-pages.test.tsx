import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, DepositAccountView, DepositAccountsView, OnboardingStatusRow } from '@app/domain';
import { theme } from '../../../app/theme';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo, stubApi } from '../../../test/fetch-stub';
import { signedInClient } from '../../../test/session';
import { DirectDepositPage } from './direct-deposit-page';
import { OnboardingStatusPage } from './onboarding-status-page';

function renderAt(user: CurrentUser, path: string, element: ReactElement, handler: Parameters<typeof stubApi>[1]) {
  const fetchMock = stubApi(user, handler);
  const router = createMemoryRouter([{ path: path.split('?')[0]!, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={signedInClient(user)}>
      <MantineProvider theme={theme}>
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const nina: OnboardingStatusRow = {
  user_id: 'u-nina',
  name: 'Nina Newhire',
  email: 'newhire@demo.test',
  user_type: 'contractor',
  partner: { id: 'p1', name: 'Acme Staffing' },
  classification: 'w-2',
  required: ['form_w4', 'form_i9', 'final_acknowledge'],
  completed: ['form_i9'],
  current_step: 'form_w4',
  current_step_title: 'Form W-4',
  required_count: 3,
  completed_count: 1,
  last_completed_at: '2026-05-01T10:00:00Z',
};

describe('/onboarding', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists who is on which step with their progress, and filters by the step', async () => {
    const admin = makeUser({ user_type: 'admin' });
    const fetchMock = renderAt(admin, '/onboarding?step=form_w4', <OnboardingStatusPage />, (url) =>
      url.pathname === '/v2/onboarding_status' ? listAnswer([nina]) : undefined,
    );
    const row = (await screen.findByText('Nina Newhire')).closest('tr')!;
    expect(within(row).getByText('Form W-4')).toBeInTheDocument();
    expect(within(row).getByText('1 of 3')).toBeInTheDocument();
    expect(within(row).getByText('Acme Staffing')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/onboarding_status')[0]!.searchParams.get('step')).toBe('form_w4');
  });
});

describe('/direct_deposit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  const contractor = makeUser({ user_type: 'contractor', first_name: 'Casey' });
  const main: DepositAccountView = {
    id: 'b1',
    account_holder: 'Casey Contractor',
    bank_name: 'First Test Bank',
    routing_number: '011000015',
    account_type: 'checking',
    account_last4: '6789',
    account_masked: '****6789',
    created_at: '2026-01-02T00:00:00Z',
    retired_at: null,
    country: 'US',
    allocation: { kind: 'remainder', value: null },
    prenote: { status: 'cleared', sent_at: null, clears_on: null, return_code: null },
    deposit_return: null,
  };
  const current: DepositAccountsView = { current: main, history: [], accounts: [main] };

  it('shows the current account masked, and checks the routing number before sending', async () => {
    const fetchMock = renderAt(contractor, '/direct_deposit', <DirectDepositPage />, (url) =>
      url.pathname === '/v2/payroll_methods' ? jsonResponse({ data: current }) : undefined,
    );
    expect(await screen.findByText(/\*\*\*\*6789/)).toBeInTheDocument();
    expect(screen.getByText(/we e-mail you a code/)).toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Casey Contractor');
    await u.type(screen.getByRole('textbox', { name: 'Routing number' }), '011000016');
    await u.type(screen.getByLabelText(/Account number/), '12');
    await u.click(screen.getByRole('button', { name: 'Change account' }));
    expect(await screen.findByText('Enter a valid 9-digit ABA routing number')).toBeInTheDocument();
    expect(screen.getByText('An account number is 4 to 17 digits')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
