import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { appStylesApplied } from './app/styles';

const router = createAppRouter();
const queryClient = createQueryClient();

// The router is made (it starts fetching the page's chunk) while the stylesheet finishes loading;
// the first render waits for the stylesheet (app/styles.ts). It is a transition so React renders it in
// slices of a few milliseconds rather than one long task that blocks input (performance.md, session 36).
void appStylesApplied().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});

registerServiceWorker();
