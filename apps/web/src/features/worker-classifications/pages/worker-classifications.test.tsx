import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLASSIFICATION_QUESTIONS,
  recommendClassification,
  type ClassificationAnswers,
  type WorkerClassificationView,
} from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { CreateWorkerClassificationPage } from './create-worker-classification-page';
import { WorkerClassificationDetailPage } from './worker-classification-detail-page';
import { WorkerClassificationsPage } from './worker-classifications-page';

const employeeAnswers = Object.fromEntries(
  CLASSIFICATION_QUESTIONS.map((q) => [q.key, q.yes === 'employee']),
) as ClassificationAnswers;
const record: WorkerClassificationView = {
  id: 'wc-1',
  partner: { id: 'p1', name: 'Acme Staffing' },
  worker_name: 'Riley Chen',
  contractor: null,
  answers: employeeAnswers,
  recommendation: recommendClassification(employeeAnswers),
  result: 'w-2',
  notes: null,
  created_by: { id: 'u1', name: 'Paula Partner' },
  created_at: '2026-01-02T10:00:00Z',
};
const routes = [
  { path: '/worker_classifications', element: <WorkerClassificationsPage /> },
  { path: '/worker_classifications/create', element: <CreateWorkerClassificationPage /> },
  { path: '/worker_classifications/:id', element: <WorkerClassificationDetailPage /> },
];
const granted = makeUser({
  user_type: 'partner',
  role: 'owner',
  links: ['/worker_classifications', '/worker_classifications/create'],
});
const handler = (u: URL, init?: RequestInit) => {
  if (u.pathname === '/v2/worker_classifications' && init?.method === 'POST')
    return jsonResponse({ data: record }, 201);
  if (u.pathname === '/v2/worker_classifications') return listAnswer([record]);
  if (u.pathname === '/v2/worker_classifications/wc-1') return jsonResponse({ data: record });
  if (u.pathname === '/v2/contractors') return listAnswer([]);
  return undefined;
};

/** Answers every question the way `side` points ("yes" where yes points there). */
async function answerAll(user: ReturnType<typeof userEvent.setup>, side: 'employee' | 'contractor') {
  for (const q of CLASSIFICATION_QUESTIONS) {
    const group = screen.getByRole('radiogroup', { name: q.text });
    await user.click(within(group).getByRole('radio', { name: q.yes === side ? 'Yes' : 'No' }));
  }
}

describe('/worker_classifications', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists assessments with recommendation and result, and offers New classification with the link', async () => {
    renderPages(granted, routes, '/worker_classifications', handler);
    expect(await screen.findByRole('link', { name: 'Riley Chen' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'Employee (W-2)' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'New classification' })).toHaveAttribute(
      'href',
      '/worker_classifications/create',
    );
  });

  it('shows the recommendation live and asks for notes to override it', async () => {
    const { fetchMock } = renderPages(granted, routes, '/worker_classifications/create', handler);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Recommendation' });
    expect(card).toHaveTextContent('11 questions left');
    await user.type(screen.getByRole('textbox', { name: /Worker name/ }), 'Riley Chen');
    await answerAll(user, 'contractor');
    expect(card).toHaveTextContent('Recommendation: Independent contractor');
    // Taking back one behavioural answer tips behavioural control, and with it the recommendation.
    const directs = screen.getByRole('radiogroup', { name: CLASSIFICATION_QUESTIONS[0].text });
    await user.click(within(directs).getByRole('radio', { name: 'Yes' }));
    const trains = screen.getByRole('radiogroup', { name: CLASSIFICATION_QUESTIONS[1].text });
    await user.click(within(trains).getByRole('radio', { name: 'Yes' }));
    expect(card).toHaveTextContent('Recommendation: Employee (W-2)');
    await user.click(screen.getByRole('radio', { name: 'Independent contractor' }));
    await user.click(screen.getByRole('button', { name: 'Record classification' }));
    expect(await screen.findByText('Explain why the result differs from the recommendation')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/worker_classifications')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'Licensed agency with other clients');
    await user.click(screen.getByRole('button', { name: 'Record classification' }));
    expect(await screen.findByRole('heading', { name: 'Riley Chen' }, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/worker_classifications')).toEqual([
      expect.objectContaining({
        worker_name: 'Riley Chen',
        result: 'independent_contractor',
        notes: 'Licensed agency with other clients',
      }),
    ]);
  }, 30_000);

  it('shows the recorded answers and recommendation', async () => {
    renderPages(granted, routes, '/worker_classifications/wc-1', handler);
    expect(await screen.findByRole('heading', { name: 'Riley Chen' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recommendation' })).toHaveTextContent('Recommendation: Employee (W-2)');
    const answers = screen.getByRole('table', { name: 'Answers' });
    expect(within(answers).getAllByRole('row')).toHaveLength(CLASSIFICATION_QUESTIONS.length);
  });
});
