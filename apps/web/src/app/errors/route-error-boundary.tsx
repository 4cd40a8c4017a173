import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './error-page';

export const ERROR_PAGE_FAILED_TEXT = 'An error occurred while showing the error page';

/** Last line of defence: plain HTML with no Mantine, router or query dependency. */
function ErrorPageFailure() {
  return (
    <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif', textAlign: 'center' }}>
      <h1>{ERROR_PAGE_FAILED_TEXT}</h1>
      <a href="/">Go to home</a>
    </main>
  );
}

export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFailure /> : this.props.children;
  }
}

export function RouteErrorBoundary() {
  return (
    <ErrorPageGuard>
      <RouteErrorPage />
    </ErrorPageGuard>
  );
}
