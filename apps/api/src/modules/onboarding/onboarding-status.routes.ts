/**
 * Staff views of onboarding: who is stuck on which step (/onboarding, admin, eor and a partner's
 * own people) and the live placements whose contractor has not finished (/admin/assignments).
 * Requirements are computed per user in code, so filters, sorting and paging happen after that.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ONBOARDING_STEPS,
  ONBOARDING_STEP_TITLES,
  USER_TYPES,
  onboardingAssignmentRowSchema,
  onboardingStatusRowSchema,
  type OnboardingAssignmentRow,
  type OnboardingStatusRow,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { listRoute } from '../../lib/route.js';
import { loadPlacements, loadStandings, type StandingRow } from './onboarding-status.repository.js';

const statusQuery = listQuerySchema(['name', 'email', 'progress', 'last_completed_at'], {
  search: z.string().trim().max(100).optional(),
  user_type: z.enum(USER_TYPES).optional(),
  step: z.enum(ONBOARDING_STEPS).optional(),
  status: z.enum(['incomplete', 'complete']).optional(),
});
const placementQuery = listQuerySchema(['start_date', 'contractor', 'client', 'progress'], {
  search: z.string().trim().max(100).optional(),
  status: z.enum(['pending', 'live', 'ended']).default('live'),
  step: z.enum(ONBOARDING_STEPS).optional(),
});

const tags = ['onboarding'];
const titleOf = (s: StandingRow['current']) => (s ? ONBOARDING_STEP_TITLES[s] : null);
const progress = (r: { required_count: number; completed_count: number }) =>
  r.required_count === 0 ? 1 : r.completed_count / r.required_count;

function statusRowOf(s: StandingRow): OnboardingStatusRow {
  return {
    user_id: s.userId,
    name: s.name,
    email: s.email,
    user_type: s.userType,
    partner: s.partner,
    classification: s.classification,
    required: s.required,
    completed: s.completed,
    current_step: s.current,
    current_step_title: titleOf(s.current),
    required_count: s.required.length,
    completed_count: s.completed.length,
    last_completed_at: s.lastCompletedAt,
  };
}

function sortRows<T>(rows: T[], key: (r: T) => string | number | null, desc: boolean): T[] {
  return [...rows].sort((a, b) => {
    const x = key(a) ?? '';
    const y = key(b) ?? '';
    const order = x < y ? -1 : x > y ? 1 : 0;
    return desc ? -order : order;
  });
}

const matches = (search: string | undefined, ...texts: string[]) =>
  !search || texts.some((t) => t.toLowerCase().includes(search.toLowerCase()));

export async function onboardingStatusRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/onboarding_status',
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/onboarding' },
    tags,
    query: statusQuery,
    row: onboardingStatusRowSchema,
    list: async ({ principal, query: q }) => {
      const all = (await loadStandings(deps.db, principal))
        .filter((s) => s.required.length > 0)
        .map(statusRowOf)
        .filter(
          (row) =>
            matches(q.search, row.name, row.email) &&
            (!q.user_type || row.user_type === q.user_type) &&
            (!q.step || row.current_step === q.step) &&
            (!q.status || (q.status === 'complete') === (row.current_step === null)),
        );
      const sort = sortOf(q, 'name');
      const keys: Record<string, (row: OnboardingStatusRow) => string | number | null> = {
        name: (row) => row.name.toLowerCase(),
        email: (row) => row.email,
        progress,
        last_completed_at: (row) => row.last_completed_at,
      };
      const { limit, offset } = pageOf(q);
      const sorted = sortRows(all, keys[sort.column]!, sort.desc);
      return { rows: sorted.slice(offset, offset + limit), total: all.length };
    },
    csv: {
      filename: 'onboarding',
      columns: [
        { header: 'Name', value: (row) => row.name },
        { header: 'Email', value: (row) => row.email },
        { header: 'User type', value: (row) => row.user_type },
        { header: 'Partner', value: (row) => row.partner?.name },
        { header: 'Classification', value: (row) => row.classification },
        { header: 'Current step', value: (row) => row.current_step_title ?? 'Complete' },
        { header: 'Completed', value: (row) => `${row.completed_count}/${row.required_count}` },
        { header: 'Last completed', value: (row) => row.last_completed_at },
      ],
    },
  });

  listRoute(app, {
    url: '/v2/onboarding_status/assignments',
    access: { userTypes: ['admin', 'eor'], link: '/admin/assignments' },
    tags,
    query: placementQuery,
    row: onboardingAssignmentRowSchema,
    list: async ({ principal, query: q }) => {
      const placements = await loadPlacements(deps.db, q.status);
      const ids = placements.flatMap((a) => (a.userId ? [a.userId] : []));
      const standings = new Map((await loadStandings(deps.db, principal, ids)).map((s) => [s.userId, s]));
      const all = placements
        .map((a): OnboardingAssignmentRow => {
          const s = a.userId ? standings.get(a.userId) : undefined;
          return {
            assignment_id: a.id,
            status: a.status,
            start_date: a.startDate,
            contractor: {
              id: a.contractor.id,
              name: `${a.contractor.firstName} ${a.contractor.lastName}`,
              email: a.contractor.email,
              classification: a.contractor.classification,
              user_id: a.userId,
            },
            has_account: Boolean(a.userId),
            client: a.client,
            partner: a.partner,
            current_step: s?.current ?? null,
            current_step_title: titleOf(s?.current ?? null),
            required_count: s?.required.length ?? 0,
            completed_count: s?.completed.length ?? 0,
          };
        })
        // Stuck: no account yet, or a required step still open.
        .filter((row) => !row.has_account || row.current_step !== null)
        .filter(
          (row) =>
            matches(q.search, row.contractor.name, row.contractor.email, row.client.name) &&
            (!q.step || row.current_step === q.step),
        );
      const sort = sortOf(q, 'start_date');
      const keys: Record<string, (row: OnboardingAssignmentRow) => string | number | null> = {
        start_date: (row) => row.start_date,
        contractor: (row) => row.contractor.name.toLowerCase(),
        client: (row) => row.client.name.toLowerCase(),
        progress,
      };
      const { limit, offset } = pageOf(q);
      const sorted = sortRows(all, keys[sort.column]!, sort.desc);
      return { rows: sorted.slice(offset, offset + limit), total: all.length };
    },
    csv: {
      filename: 'onboarding-assignments',
      columns: [
        { header: 'Contractor', value: (row) => row.contractor.name },
        { header: 'Email', value: (row) => row.contractor.email },
        { header: 'Classification', value: (row) => row.contractor.classification },
        { header: 'Client', value: (row) => row.client.name },
        { header: 'Partner', value: (row) => row.partner.name },
        { header: 'Start date', value: (row) => row.start_date },
        {
          header: 'Current step',
          value: (row) => (row.has_account ? row.current_step_title : 'No account yet'),
        },
        { header: 'Completed', value: (row) => `${row.completed_count}/${row.required_count}` },
      ],
    },
  });
}
