import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer } from '../../../test/fetch-stub';
import { CASEY, CASEY_ASSIGNMENT, TYPE_ID, review, reviewType } from './fixtures';
import { ReviewCreatePage } from './review-create-page';

const recruiter = makeUser({
  user_type: 'partner',
  role: 'recruiter',
  links: ['/reviews', '/reviews/create'],
  base_links: ['/reviews', '/reviews/create'],
});
const routes = [
  { path: '/reviews/create', element: <ReviewCreatePage /> },
  { path: '/reviews/:id', element: <p>Review page</p> },
];

const answers = (extra: (u: URL, init?: RequestInit) => Response | undefined) => (u: URL, init?: RequestInit) =>
  extra(u, init) ??
  (u.pathname === '/v2/reviews/types'
    ? listAnswer([reviewType()])
    : u.pathname === '/v2/contractors'
      ? listAnswer([{ id: CASEY, first_name: 'Casey', last_name: 'Contractor' }])
      : u.pathname === '/v2/assignments'
        ? listAnswer([
            { id: CASEY_ASSIGNMENT, job_title: 'Software Developer', client: { id: 'cl-1', name: 'Globex' } },
          ])
        : undefined);

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('/reviews/create', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('a partner chooses the type, worker and assignment, rates each criterion and submits', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(
      recruiter,
      routes,
      '/reviews/create',
      answers((u, init) =>
        u.pathname === '/v2/reviews' && init?.method === 'POST' ? jsonResponse({ data: review() }, 201) : undefined,
      ),
    );
    await screen.findByRole('heading', { name: 'New review' }, { timeout: 3000 });
    await choose(user, /^Review type/, 'Quarterly performance (Performance review)');
    await choose(user, /^Worker/, 'Casey Contractor');
    await choose(user, /^Assignment/, 'Software Developer at Globex');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Quality of work' })).getByRole('radio', { name: '4' }),
    );
    await user.click(within(screen.getByRole('radiogroup', { name: /Reliability/ })).getByRole('radio', { name: '5' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment on reliability' }), 'Never late');
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'A strong quarter.');
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Review page')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/reviews')).toEqual({
      review_type_id: TYPE_ID,
      contractor_id: CASEY,
      assignment_id: CASEY_ASSIGNMENT,
      document_id: null,
      ratings: [
        { criterion: 'quality_of_work', rating: 4, comment: null },
        { criterion: 'reliability', rating: 5, comment: 'Never late' },
      ],
      comments: 'A strong quarter.',
      supersedes_id: null,
      submit: true,
    });
  }, 30_000);

  it('says what is missing before sending, and shows the server’s unrated criterion beside it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(
      recruiter,
      routes,
      '/reviews/create',
      answers((u, init) =>
        u.pathname === '/v2/reviews' && init?.method === 'POST'
          ? jsonResponse(
              {
                detail: [
                  { loc: ['body', 'ratings', 'reliability'], msg: "Rate 'Reliability' before submitting the review" },
                ],
              },
              422,
            )
          : undefined,
      ),
    );
    await screen.findByRole('heading', { name: 'New review' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Choose the review type')).toBeInTheDocument();
    expect(screen.getByText('Choose the worker')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/reviews')).toBeUndefined();
    await choose(user, /^Review type/, 'Quarterly performance (Performance review)');
    await choose(user, /^Worker/, 'Casey Contractor');
    await choose(user, /^Assignment/, 'Software Developer at Globex');
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText("Rate 'Reliability' before submitting the review")).toBeInTheDocument();
  }, 30_000);
});
