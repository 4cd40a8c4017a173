import { ModalsProvider } from '@mantine/modals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ApiError } from '../lib/api/errors';
import { MESSAGE_TYPES, showErrorDialog, showMessageDialog } from './message-dialog';

describe('global message dialog', () => {
  it.each(Object.entries(MESSAGE_TYPES))(
    'shows a %s message with its title and a Dismiss button',
    async (type, style) => {
      const user = userEvent.setup();
      renderWithProviders(<ModalsProvider />);
      act(() => {
        showMessageDialog({ type: type as keyof typeof MESSAGE_TYPES, message: 'Saved the thing' });
      });
      expect(await screen.findByText('Saved the thing')).toBeInTheDocument();
      expect(screen.getByText(style.title)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(screen.queryByText('Saved the thing')).not.toBeInTheDocument());
    },
  );

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalsProvider />);
    act(() => {
      showMessageDialog({ type: 'warning', message: 'Careful' });
    });
    expect(await screen.findByText('Careful')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Careful')).not.toBeInTheDocument());
  });

  it('shows API errors by their extracted message but never silent (two-factor) ones', async () => {
    renderWithProviders(<ModalsProvider />);
    act(() => {
      showErrorDialog(new ApiError(424, { detail: 'code needed' }, { silent: true }));
      showErrorDialog(new ApiError(422, { detail: [{ loc: ['body', 'email'], msg: 'field required' }] }));
    });
    expect(await screen.findByText('field required email')).toBeInTheDocument();
    expect(screen.queryByText('code needed')).not.toBeInTheDocument();
  });
});
