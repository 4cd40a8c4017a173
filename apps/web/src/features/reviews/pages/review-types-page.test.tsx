import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer } from '../../../test/fetch-stub';
import { TYPE_ID, reviewType } from './fixtures';
import { ReviewTypeDetailPage } from './review-type-detail-page';
import { ReviewTypesPage } from './review-types-page';

const admin = makeUser({ user_type: 'admin', links: ['/review_types'], base_links: ['/review_types'] });
const routes = [
  { path: '/review_types', element: <ReviewTypesPage /> },
  { path: '/review_types/:id', element: <ReviewTypeDetailPage /> },
];

describe('/review_types', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('an admin creates a review type with its criteria, one a line', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(admin, routes, '/review_types', (u, init) => {
      if (u.pathname === '/v2/reviews/types' && init?.method === 'POST')
        return jsonResponse({ data: reviewType() }, 201);
      if (u.pathname === '/v2/reviews/types') return listAnswer([]);
      if (u.pathname === `/v2/reviews/types/${TYPE_ID}`) return jsonResponse({ data: reviewType() });
      return undefined;
    });
    expect(await screen.findByText('No review types yet', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New review type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New review type' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Quarterly performance');
    await user.click(within(dialog).getByRole('combobox', { name: /^Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Performance review', hidden: true }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Criteria/ }),
      'Quality of work{Enter}Reliability: Shows up and delivers on time',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create review type' }));
    expect(await screen.findByText('Review type created')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/reviews/types')).toEqual({
      name: 'Quarterly performance',
      kind: 'performance',
      description: null,
      criteria: [
        { label: 'Quality of work', description: null },
        { label: 'Reliability', description: 'Shows up and delivers on time' },
      ],
      active: true,
    });
  }, 30_000);

  it("a used type's criteria cannot be edited; its name can", async () => {
    const user = userEvent.setup();
    const used = reviewType({ frozen: true, review_count: 3 });
    const { fetchMock } = renderPages(admin, routes, `/review_types/${TYPE_ID}`, (u, init) => {
      if (u.pathname === `/v2/reviews/types/${TYPE_ID}` && init?.method === 'PATCH')
        return jsonResponse({ data: { ...used, name: 'Quarterly review' } });
      if (u.pathname === `/v2/reviews/types/${TYPE_ID}`) return jsonResponse({ data: used });
      return undefined;
    });
    expect(await screen.findByText(/3 reviews use this type/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Criteria/ })).toBeDisabled();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Quarterly review');
    await user.click(screen.getByRole('button', { name: 'Save review type' }));
    expect(await screen.findByText('Review type saved')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', `/v2/reviews/types/${TYPE_ID}`)).toEqual({
      name: 'Quarterly review',
      description: null,
      active: true,
    });
  }, 20_000);
});
