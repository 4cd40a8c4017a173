import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../lib/auth/token-store';
import { makeUser } from '../../test/factories';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { signedInClient } from '../../test/session';
import { DashboardLayout } from './dashboard-layout';

const PHONE_QUERY = '(max-width: 61.99em)';

/** Answers `phone` for the layout's phone-width query, as a browser of that width would. */
function viewport({ phone }: { phone: boolean }) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.trim() === '' || (phone && query === PHONE_QUERY),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

function renderLayout() {
  const user = makeUser({ first_name: 'Paula', last_name: 'Partner' });
  stubApi(user);
  renderWithProviders(<DashboardLayout>page content</DashboardLayout>, { client: signedInClient(user) });
}

const menu = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('the navigation drawer', () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
    clearToken();
  });

  it('on a phone builds its menu only when first opened, then keeps it while closed', async () => {
    restore = viewport({ phone: true });
    renderLayout();
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(within(menu()).queryAllByRole('link')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await waitFor(() => expect(within(menu()).getAllByRole('link').length).toBeGreaterThan(0));
    const links = within(menu()).getAllByRole('link').length;

    await userEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(within(menu()).getAllByRole('link')).toHaveLength(links);
  });

  it('on a wide screen shows its menu at once', () => {
    restore = viewport({ phone: false });
    renderLayout();
    expect(within(menu()).getAllByRole('link').length).toBeGreaterThan(0);
  });
});

describe('the skip link', () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
    clearToken();
  });

  it('is the first thing Tab reaches, and moves focus into the main region', async () => {
    restore = viewport({ phone: false });
    renderLayout();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveFocus();
    expect(main).toHaveTextContent('page content');
  });
});
