/**
 * axe on every route (issue 16, "Quality bars for every page"): each user type that has pages opens every
 * page the route table and its links let it open, and no page has a serious or critical violation.
 *
 * Kept fast: one API sign-in per test, one full page load, then every other page is reached by the
 * router (a pushState and a popstate, as the back button would) with the session, the shell and the
 * shared chunks already loaded. The routes are cut into chunks, one test each, run in parallel so both
 * workers share them.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  allowsUserType,
  isPathAllowed,
  redirectsAway,
  ROUTES,
  type CurrentUser,
  type RouteDef,
  type UserType,
} from '@app/domain';
import { seriousViolationsInApp } from '../support/a11y';
import { apiLogin, currentUser, startSession, subjectOf } from '../support/auth';
import { demoUser } from '../support/demo-users';

test.describe.configure({ mode: 'parallel' });

/** The demo login of each user type that has pages of its own (EOR's pages are the admin's). */
const USERS = ['admin', 'partner', 'client', 'contractor', 'sales'] as const;

/**
 * Pages per test: each page takes 2-4 s on a loaded two-core machine (most of it axe itself), so a chunk
 * is one to two minutes and the two workers end together.
 */
const CHUNK = 24;

/** Pages that are not checked here, and why. */
const SKIPPED: Record<string, string> = {
  '/': 'redirects to the home page',
  '/dashboard': 'redirects to the home page',
  '/onboard/:userType': "redirects to the user type's own onboarding page",
};

/**
 * For a page with a required `:id`: the API list whose first row is a real record to open (the id in
 * `id`), or a fixed id when the page's id is not a row's (an accounting provider).
 */
const ID_SOURCES: Record<string, string | { fixed: string }> = {
  '/messages/:id': '/v2/messages',
  '/partners/:id': '/v2/partners',
  '/sales_partners/:id': '/v2/sales_partners',
  '/clients/:id': '/v2/clients',
  '/contractors/:id': '/v2/contractors',
  '/corp_to_corps/:id': '/v2/corp_to_corps',
  '/end_clients/:id': '/v2/end_clients',
  '/work_locations/:id': '/v2/work_locations',
  '/departments/:id': '/v2/departments',
  '/jobs/:id': '/v2/jobs',
  '/worker_classifications/:id': '/v2/worker_classifications',
  '/assignments/:id': '/v2/assignments',
  '/approvals/:id': '/v2/approvals',
  '/project_codes/:id': '/v2/project_codes',
  '/time_off_requests/:id': '/v2/time_off_requests',
  '/invoices/:id': '/v2/invoices',
  '/payments/:id': '/v2/payments',
  '/purchase_orders/:id': '/v2/purchase_orders',
  '/adjustments/:id': '/v2/adjustments',
  '/transactions/:id': '/v2/pay_bill_transactions',
  '/sales_taxes/:id': '/v2/sales_taxes',
  '/distributions/:id': '/v2/distributions',
  '/payroll_runs/:id': '/v2/payroll_runs',
  '/paychecks/:id': '/v2/paychecks',
  '/paycheck_deductions/:id': '/v2/paycheck_deductions',
  '/benefits/:id': '/v2/benefits',
  '/agreements/:id': '/v2/agreements',
  '/forms/:id': '/v2/forms',
  '/i9_forms/:id': '/v2/i9_forms',
  '/screenings/:id': '/v2/screenings',
  '/reviews/:id': '/v2/reviews',
  '/review_types/:id': '/v2/reviews/types',
  '/reports/:id': '/v2/reports',
  '/integrations/:id': { fixed: 'quickbooks' },
};

interface Visit {
  route: string;
  path: string;
}

/** The routes this user may open: built, signed-in pages its type, links and redirect guards allow. */
function routesFor(user: CurrentUser): RouteDef[] {
  const subject = subjectOf(user);
  return ROUTES.filter(
    (r) =>
      r.access === 'auth' &&
      r.built &&
      !(r.path in SKIPPED) &&
      allowsUserType(r, user.user_type as UserType) &&
      !redirectsAway(r, subject) &&
      isPathAllowed(r.path.replace(/\/:\w+\??/g, ''), user.base_links, user.links),
  );
}

/** The first row's id of an API list as this user, or null when the list is empty or not theirs. */
async function firstId(request: APIRequestContext, auth: string, url: string): Promise<string | null> {
  const res = await request.get(`${url}?per_page=1`, { headers: { Authorization: auth } });
  if (!res.ok()) return null;
  const body = (await res.json()) as { data?: { data?: { id?: string | number }[] } };
  const id = body.data?.data?.[0]?.id;
  return id === undefined ? null : String(id);
}

/** Concrete paths to open: optional params dropped, required ids filled from the API (or skipped). */
async function visitsFor(request: APIRequestContext, auth: string, user: CurrentUser, slice: Set<string>) {
  const visits: Visit[] = [];
  const skipped: string[] = [];
  for (const r of routesFor(user).filter((r) => slice.has(r.path))) {
    let path = r.path.replace(/\/:\w+\?/g, '');
    if (path.includes('/:')) {
      const source = ID_SOURCES[r.path];
      const id =
        source === undefined ? null : typeof source === 'string' ? await firstId(request, auth, source) : source.fixed;
      if (id === null) {
        skipped.push(
          `${r.path}: ${source === undefined ? 'no API list to take an id from' : `${source} has no row for this user`}`,
        );
        continue;
      }
      path = path.replace(/:\w+/, encodeURIComponent(id));
    }
    visits.push({ route: r.path, path });
  }
  return { visits, skipped };
}

/**
 * Opens a path through the app's router, as the browser's back button would, without reloading. The
 * page left behind has its h1 marked, so settling waits for the new page's own heading.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const h of document.querySelectorAll('h1')) h.setAttribute('data-a11y-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** The page has drawn: its h1 is shown and nothing says it is still loading. */
async function settle(page: Page): Promise<string | null> {
  try {
    await expect(page.locator('h1:not([data-a11y-left])').first()).toBeVisible({ timeout: 10_000 });
    await expect(
      page.locator(
        '[aria-busy="true"], [role="status"] .mantine-Loader-root, .mantine-Loader-root[role="status"], .mantine-Skeleton-root[data-visible]',
      ),
    ).toHaveCount(0, { timeout: 10_000 });
    return null;
  } catch {
    return 'did not settle (no h1, or still loading) within 10 s';
  }
}

/** Each user's demo login and user type: the type decides which routes its tests cut into chunks. */
const USER_TYPES: Record<(typeof USERS)[number], UserType> = {
  admin: 'admin',
  partner: 'partner',
  client: 'client',
  contractor: 'contractor',
  sales: 'sales_partner',
};

for (const key of USERS) {
  // Chunks are cut from the route table by user type alone (known before the server is); each test
  // then keeps the routes of its chunk this user's links and redirect guards allow.
  const candidates = ROUTES.filter(
    (r) => r.access === 'auth' && r.built && !(r.path in SKIPPED) && allowsUserType(r, USER_TYPES[key]),
  );
  const chunks = Math.ceil(candidates.length / CHUNK);
  for (let n = 0; n < chunks; n++) {
    const slice = new Set(candidates.slice(n * CHUNK, (n + 1) * CHUNK).map((r) => r.path));
    test(`axe: every page ${key} may open (${n + 1}/${chunks})`, async ({ page }) => {
      // A chunk's pages measured 1-2 minutes under load: more than the suite's two-minute default allows.
      test.setTimeout(240_000);
      const login = demoUser(key);
      const auth = await apiLogin(page.request, login.email);
      const user = await currentUser(page.request, auth);
      const { visits, skipped } = await visitsFor(page.request, auth, user, slice);
      if (skipped.length > 0) console.log(`${key}: skipped\n  ${skipped.join('\n  ')}`);

      await startSession(page, auth);
      await page.goto(login.home);
      await settle(page);

      const found: string[] = [];
      const unsettled: string[] = [];
      for (const visit of visits) {
        await openInApp(page, visit.path);
        const problem = await settle(page);
        if (problem) unsettled.push(`${visit.path}: ${problem} (at ${new URL(page.url()).pathname})`);
        for (const v of await seriousViolationsInApp(page)) {
          found.push(`${visit.route} (${visit.path}) → ${v.id} [${v.impact}] ${v.help}: ${v.nodes.join(' | ')}`);
        }
      }
      if (unsettled.length > 0) console.log(`${key}: pages checked before they settled\n  ${unsettled.join('\n  ')}`);
      expect(found, `serious or critical axe violations on ${visits.length} pages`).toEqual([]);
    });
  }
}
