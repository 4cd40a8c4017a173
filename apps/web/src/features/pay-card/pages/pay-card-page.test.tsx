import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayCardState } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
import { makeUser } from '../../../test/factories';
import { PayCardPage } from './pay-card-page';

const bruno = makeUser({
  user_type: 'contractor',
  links: ['/contractor/pay_card'],
  base_links: ['/contractor/pay_card'],
});
const card = (over: Partial<NonNullable<PayCardState['card']>> = {}) => ({
  id: 'card-1',
  last4: '4821',
  status: 'active' as const,
  receives_pay: true,
  balance: '812.40',
  created_at: '2026-12-01T15:00:00.000Z',
  ...over,
});

function open(state: PayCardState) {
  return renderPages(
    bruno,
    [{ path: '/contractor/pay_card', element: <PayCardPage /> }],
    '/contractor/pay_card',
    (u, init) => {
      if (u.pathname === '/v2/pay_card' && (init?.method ?? 'GET') === 'GET') return jsonResponse({ data: state });
      if (u.pathname === '/v2/pay_card' && init?.method === 'POST')
        return jsonResponse({ data: { offered: true, card: card({ balance: '0.00' }) } }, 201);
      if (u.pathname === '/v2/pay_card/transactions')
        return listAnswer([
          {
            id: 't1',
            kind: 'load',
            amount: '812.40',
            description: 'Pay',
            balance_after: '812.40',
            occurred_at: '2026-12-11T15:00:00.000Z',
            payroll_transfer_id: 'x1',
          },
        ]);
      return undefined;
    },
  );
}

describe('/contractor/pay_card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('offers a card, and asks the API to open one', async () => {
    const { fetchMock } = open({ offered: true, card: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Get a pay card' }, { timeout: 3000 }));
    await screen.findByText('Your pay card is open and will receive your pay');
    const posts = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(posts.map(([input]) => new URL(String(input), 'http://localhost').pathname)).toEqual(['/v2/pay_card']);
  });

  it('shows the card, its balance and its loads; a card with money on it cannot be closed', async () => {
    open({ offered: true, card: card() });
    const panel = await screen
      .findByRole('region', { name: 'Your pay card' }, { timeout: 3000 })
      .catch(() => screen.findByLabelText('Your pay card'));
    expect(panel).toHaveTextContent('Pay card •••• 4821');
    expect(within(panel).getByLabelText('Balance')).toHaveTextContent('$812.40');
    expect(within(panel).getByRole('switch', { name: /Load my pay onto this card/ })).toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Close card' })).toBeDisabled();
    const row = (await screen.findByText('Pay loaded')).closest('tr')!;
    expect(row).toHaveTextContent('$812.40');
  });

  it('says so where the employer offers no cards', async () => {
    open({ offered: false, card: null });
    expect(await screen.findByText(/does not offer pay cards/, {}, { timeout: 3000 })).toBeVisible();
  });
});
