import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';

export const createTestQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders inside the providers every component expects, with a memory router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', client = createTestQueryClient() }: { path?: string; client?: QueryClient } = {},
) {
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}
