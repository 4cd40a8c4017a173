import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../lib/auth/token-store';
import { makeUser } from '../test/factories';
import { listAnswer, stubApi } from '../test/fetch-stub';
import { createTestQueryClient } from '../test/render';
import { buildRoutes } from './router';
import { theme } from './theme';

const admin = makeUser({
  user_type: 'admin',
  links: ['/admin/dashboard', '/admin/users', '/logs'],
  base_links: ['/admin/dashboard', '/admin/users', '/logs'],
});

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('admin list routes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it.each([
    ['/admin/users', 'Users', '/v2/users'],
    ['/logs?type=service', 'Logs', '/v2/service_logs'],
  ])('%s renders its page through the router', async (path, title, api) => {
    stubApi(admin, (u) => (u.pathname === api ? listAnswer([]) : undefined));
    setToken('jwt');
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(/yet/);
  });
});
