import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type RouteDef } from '@app/domain';
import { clearToken, setToken } from '../lib/auth/token-store';
import { FALLBACK_GLOBALS } from '../lib/auth/use-public-globals';
import { REDIRECT_KEY } from '../lib/auth/redirect-memory';
import { makeUser } from '../test/factories';
import { ERROR_PAGE_FAILED_TEXT, ErrorPageGuard } from './errors/route-error-boundary';
import { ErrorPage } from './errors/error-page';
import { buildRoutes } from './router';
import { theme } from './theme';

const respond = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function renderAt(path: string, routes?: readonly RouteDef[]) {
  const router = createMemoryRouter(buildRoutes(routes), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

let user = makeUser();

describe('router built from the route table', () => {
  beforeEach(() => {
    user = makeUser();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.startsWith('/v2/public_globals'))
          return respond({ data: { ...FALLBACK_GLOBALS, brand_name: 'Brand' } });
        if (url === '/v2/user') return respond({ data: user });
        return respond({ message: 'not mocked' }, 404);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the 404 page for an unmatched URL', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('This page could not be found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with the attempted path', async () => {
    const router = renderAt('/contractors?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?redirect=%2Fcontractors%3Fpage%3D2');
    expect(window.sessionStorage.getItem(REDIRECT_KEY)).toBe('/contractors?page=2');
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('keeps hide_navigation (any case) from /dashboard to the user type dashboard, with the navigation hidden', async () => {
    setToken('jwt');
    const router = renderAt('/dashboard?hide_navigation=TRUE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/dashboard'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?hide_navigation=TRUE');
    expect(await screen.findByRole('heading', { name: 'Welcome, Paula Partner' }, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the navigation on the dashboard opened without hide_navigation', async () => {
    setToken('jwt');
    const router = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/dashboard'), { timeout: 3000 });
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('keeps hide_navigation when a signed-out visitor is sent to /login', async () => {
    const router = renderAt('/contractors?hide_navigation=true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?redirect=%2Fcontractors%3Fhide_navigation%3Dtrue&hide_navigation=true');
  });

  it('renders the placeholder of an unbuilt page with its title', async () => {
    setToken('jwt');
    // Every page is built now: the table is given one that is not.
    renderAt(
      '/data_export',
      ROUTES.map((r) => (r.path === '/data_export' ? { ...r, built: false } : r)),
    );
    expect(await screen.findByText('Nothing here yet', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("shows 'Not Found' when the access guard refuses the path", async () => {
    user = makeUser({ links: ['/clients', '/partner/dashboard'] });
    setToken('jwt');
    renderAt('/contractors/7');
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });
});

describe('error page', () => {
  it("says '404 Not Found' for a 404 and 'An error occurred' otherwise", () => {
    const client = new QueryClient();
    const wrap = (error: unknown) =>
      render(
        <QueryClientProvider client={client}>
          <MantineProvider theme={theme}>
            <ErrorPage error={error} />
          </MantineProvider>
        </QueryClientProvider>,
      );
    wrap({ statusCode: 404 });
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
    wrap(new Error('boom'));
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
  });

  it('falls back to plain HTML when the error page itself fails', () => {
    const Broken = () => {
      throw new Error('error page broke');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorPageGuard>
        <Broken />
      </ErrorPageGuard>,
    );
    expect(screen.getByText(ERROR_PAGE_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});

describe('onboarding redirect', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.startsWith('/v2/public_globals')) return respond({ data: FALLBACK_GLOBALS });
        if (url === '/v2/user') return respond({ data: user });
        return respond({ data: { organization: null, counts: [] } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('sends a user with unfinished onboarding to /onboard, and skipping leaves them alone for five minutes', async () => {
    window.localStorage.clear();
    user = makeUser({
      links: ['/partner/dashboard'],
      requirements: { required: ['representative', 'final_acknowledge'], completed: [], requires_w2_onboard: false },
    });
    setToken('jwt');
    const router = renderAt('/partner/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/partner'), { timeout: 3000 });
    expect(await screen.findByText('Welcome, Paula. Company Representative is your next step.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Skip for now' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/dashboard'), { timeout: 3000 });
    expect(Number(window.localStorage.getItem('onboarding_skipped_at'))).toBeGreaterThan(Date.now() - 5000);
  });
});
