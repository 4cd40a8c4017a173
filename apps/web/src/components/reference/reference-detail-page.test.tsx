import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canManageReferenceData } from '@app/domain';
import { clearToken } from '../../lib/auth/token-store';
import { makeUser } from '../../test/factories';
import { ReferenceDetailPage } from './reference-detail-page';
import { renderPages } from './test-harness';

interface Shelf {
  name: string;
  active: boolean;
}

function ShelfPage({ setActive }: { setActive: (active: boolean) => Promise<unknown> }) {
  const query = useQuery({
    queryKey: ['shelf'],
    queryFn: async (): Promise<Shelf> => ({ name: 'Top shelf', active: true }),
  });
  return (
    <ReferenceDetailPage
      query={query}
      noun="shelf"
      back={{ to: '/shelves', label: 'Shelves' }}
      title={(row) => row.name}
      canEdit={canManageReferenceData}
      setActive={setActive}
      edit={(row, { withClient, done }) => (
        <button type="button" onClick={done}>
          {`Editing ${row.name}${withClient ? ' with client' : ''}`}
        </button>
      )}
      details={(row, { showPartner }) => <Text>{`Read ${row.name}${showPartner ? ' with partner' : ''}`}</Text>}
    />
  );
}

const render = (user: ReturnType<typeof makeUser>, setActive = vi.fn(async () => undefined)) => {
  renderPages(user, [{ path: '/shelves/1', element: <ShelfPage setActive={setActive} /> }], '/shelves/1');
  return setActive;
};

describe('ReferenceDetailPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('swaps the read view for the edit form and back, hiding Edit and Archive meanwhile', async () => {
    render(makeUser({ user_type: 'partner', role: 'owner' }));
    expect(await screen.findByText('Read Top shelf', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top shelf' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shelves' })).toHaveAttribute('href', '/shelves');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Editing Top shelf with client' }));
    expect(await screen.findByText('Read Top shelf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });

  it('archives only after the question names the row', async () => {
    const setActive = render(makeUser({ user_type: 'admin' }));
    expect(await screen.findByText('Read Top shelf with partner', {}, { timeout: 3000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this shelf?' });
    expect(setActive).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archived Top shelf', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(setActive).toHaveBeenCalledWith(false);
  });

  it('offers neither Edit nor Archive to a reader who may not change the row', async () => {
    render(makeUser({ user_type: 'sales_partner' }));
    expect(await screen.findByText('Read Top shelf with partner', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });
});
