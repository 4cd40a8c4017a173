import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/errors';
import { renderWithProviders } from '../test/render';
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog';

type Props = Partial<ReasonDialogProps>;

function renderDialog(props: Props = {}) {
  const onConfirm = props.onConfirm ?? vi.fn();
  const onClose = props.onClose ?? vi.fn();
  renderWithProviders(
    <ReasonDialog
      title="Reject this expense?"
      requiredMessage="Give a reason for rejecting"
      confirmLabel="Reject"
      {...props}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {props.children ?? <p>Mileage · $12.50</p>}
    </ReasonDialog>,
  );
  return { onConfirm, onClose, dialog: () => screen.getByRole('dialog', { name: 'Reject this expense?' }) };
}

describe('ReasonDialog', () => {
  it('asks for a required reason, says so beside it when left empty, and sends it trimmed', async () => {
    const user = userEvent.setup();
    const { onConfirm, dialog } = renderDialog({ description: 'The person who entered it sees the reason.' });
    expect(await screen.findByText('Mileage · $12.50')).toBeInTheDocument();
    const reason = within(dialog()).getByRole('textbox', { name: 'Reason' });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription('The person who entered it sees the reason.');

    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Some fields are missing or there are formatting issues',
    );
    expect(reason).toBeInvalid();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give a reason for rejecting'));

    await user.type(reason, '   ');
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(reason, 'No receipt  ');
    expect(within(dialog()).queryByText('Give a reason for rejecting')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith('No receipt');
  });

  it('holds the reason to the limit it is given', async () => {
    const user = userEvent.setup();
    const { onConfirm, dialog } = renderDialog({ maxLength: 10 });
    const reason = await within(await screen.findByRole('dialog')).findByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('maxlength', '10');
    await user.type(reason, 'Far too long a reason');
    expect(reason).toHaveValue('Far too lo');
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith('Far too lo');
  });

  it('is busy while the action runs: no second click, no Cancel, no closing', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onClose, dialog } = renderDialog({ onConfirm });
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's word on the reason beside it, and any other refusal on top", async () => {
    const user = userEvent.setup();
    const refusals = [
      new ApiError(422, { detail: [{ loc: ['body', 'reason'], msg: 'Say why the expense is rejected' }] }),
      new ApiError(409, { message: 'The expense was approved meanwhile' }),
    ];
    const onConfirm = vi.fn(() => Promise.reject(refusals.shift()));
    const { dialog } = renderDialog({ onConfirm });
    const reason = await screen.findByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'x');
    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say why the expense is rejected')),
    );
    // The server judged that text: another one is judged afresh.
    await user.type(reason, 'y');
    expect(within(dialog()).queryByText('Say why the expense is rejected')).not.toBeInTheDocument();
    expect(reason).toBeValid();

    await user.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was changed: The expense was approved meanwhile');
  });

  it('starts empty each time it opens', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <ReasonDialog
            opened={open}
            title="Reject entry"
            requiredMessage="Give a reason for rejecting this entry"
            confirmLabel="Reject"
            onConfirm={() => setOpen(false)}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    renderWithProviders(<Harness />);
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Wrong day');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('textbox', { name: 'Reason' })).toHaveValue('');
  });

  it('holds the action until the other inputs it takes are ready', async () => {
    const { dialog } = renderDialog({ canConfirm: false });
    await screen.findByRole('dialog');
    expect(within(dialog()).getByRole('button', { name: 'Reject' })).toBeDisabled();
  });
});
