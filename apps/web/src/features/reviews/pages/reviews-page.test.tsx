import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { listAnswer } from '../../../test/fetch-stub';
import { review } from './fixtures';
import { ReviewsPage } from './reviews-page';

const partner = makeUser({ user_type: 'partner', links: ['/reviews'], base_links: ['/reviews'] });
const routes = [
  { path: '/reviews', element: <ReviewsPage /> },
  { path: '/reviews/create', element: <p>Create page</p> },
];

describe('/reviews', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists reviews with their status and rating, each opening its page', async () => {
    renderPages(partner, routes, '/reviews', (u) =>
      u.pathname === '/v2/reviews' ? listAnswer([review()]) : undefined,
    );
    const link = await screen.findByRole('link', { name: 'Casey Contractor' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', '/reviews/rv-1');
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('4.50')).toBeInTheDocument();
    expect(screen.getByText('Software Developer at Globex Corporation')).toBeInTheDocument();
  });

  it('filters by status through the API, says when nothing matches, and leads to a new review', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(partner, routes, '/reviews?status=rejected', (u) =>
      u.pathname === '/v2/reviews' ? listAnswer([]) : undefined,
    );
    expect(await screen.findByText('No reviews match these filters', {}, { timeout: 3000 })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(asked.some((u) => u.pathname === '/v2/reviews' && u.searchParams.get('status') === 'rejected')).toBe(true);
    await user.click(screen.getByRole('link', { name: 'New review' }));
    expect(await screen.findByText('Create page')).toBeInTheDocument();
  });
});
