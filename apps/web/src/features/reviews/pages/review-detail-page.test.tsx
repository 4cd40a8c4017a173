import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { review } from './fixtures';
import { ReviewDetailPage } from './review-detail-page';

const owner = makeUser({ user_type: 'partner', links: ['/reviews'], base_links: ['/reviews'] });
const routes = [{ path: '/reviews/:id', element: <ReviewDetailPage /> }];

describe('/reviews/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('a decision maker approves only after confirming', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(owner, routes, '/reviews/rv-1', (u, init) => {
      if (u.pathname === '/v2/reviews/rv-1/decision' && init?.method === 'POST')
        return jsonResponse({
          data: review({ status: 'approved', can_decide: false, can_withdraw: false, can_supersede: true }),
        });
      if (u.pathname === '/v2/reviews/rv-1') return jsonResponse({ data: review() });
      return undefined;
    });
    expect(await screen.findByText('Careful', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Overall rating: 4.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this review?' });
    expect(bodiesOf(fetchMock, 'POST', '/v2/reviews/rv-1/decision')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve review' }));
    expect(await screen.findByText('Review approved')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/reviews/rv-1/decision')).toEqual([{ decision: 'approve' }]);
    expect(await screen.findByRole('link', { name: 'Write a new review' })).toHaveAttribute(
      'href',
      '/reviews/create?supersedes=rv-1',
    );
  }, 15_000);

  it('a reject needs its reason', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(owner, routes, '/reviews/rv-1', (u, init) => {
      if (u.pathname === '/v2/reviews/rv-1/decision' && init?.method === 'POST')
        return jsonResponse({ data: review({ status: 'rejected', can_decide: false, decision_note: 'Too generous' }) });
      if (u.pathname === '/v2/reviews/rv-1') return jsonResponse({ data: review() });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this review?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject review' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too generous');
    await user.click(confirm);
    expect(await screen.findByText('Review rejected')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/reviews/rv-1/decision')).toEqual([
      { decision: 'reject', note: 'Too generous' },
    ]);
  }, 15_000);

  it('its author rates, saves and submits a draft; no decision buttons for her', async () => {
    const user = userEvent.setup();
    const draft = review({
      status: 'processing',
      submitted_at: null,
      can_edit: true,
      can_submit: true,
      can_decide: false,
      ratings: review().ratings.map((r) => ({ ...r, rating: null, comment: null })),
      overall_rating: null,
    });
    const { fetchMock } = renderPages(owner, routes, '/reviews/rv-1', (u, init) => {
      if (u.pathname === '/v2/reviews/rv-1/submit' && init?.method === 'POST')
        return jsonResponse({ data: review({ can_decide: false }) });
      if (u.pathname === '/v2/reviews/rv-1' && init?.method === 'PATCH') return jsonResponse({ data: draft });
      if (u.pathname === '/v2/reviews/rv-1') return jsonResponse({ data: draft });
      return undefined;
    });
    const quality = await screen.findByRole('radiogroup', { name: 'Quality of work' }, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(quality).getByRole('radio', { name: '4' }));
    await user.click(within(screen.getByRole('radiogroup', { name: /Reliability/ })).getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Review submitted for approval')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/reviews/rv-1')).toEqual([
      {
        ratings: [
          { criterion: 'quality_of_work', rating: 4, comment: null },
          { criterion: 'reliability', rating: 5, comment: null },
        ],
        comments: 'A strong quarter.',
      },
    ]);
    const submits = fetchMock.mock.calls.filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === '/v2/reviews/rv-1/submit' && init?.method === 'POST',
    );
    expect(submits).toHaveLength(1);
  }, 20_000);
});
