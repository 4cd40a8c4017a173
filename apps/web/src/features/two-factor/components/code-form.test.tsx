import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CodeForm } from '../../../components/two-factor/code-form';
import { codePrompt, DEFAULT_CODE_PROMPT } from '../../../components/two-factor/code-validation';
import { TwoFactorModal } from './two-factor-modal';

const setup = (onSubmit = vi.fn().mockResolvedValue(undefined)) => {
  renderWithProviders(<CodeForm prompt={DEFAULT_CODE_PROMPT} loading={false} onSubmit={onSubmit} onResend={vi.fn()} />);
  return { onSubmit, input: screen.getByLabelText(/Code/), submit: screen.getByRole('button', { name: 'Verify' }) };
};

describe('two-factor code form', () => {
  it('keeps submit disabled until the code is six digits', async () => {
    const user = userEvent.setup();
    const { input, submit, onSubmit } = setup();
    expect(submit).toBeDisabled();
    await user.type(input, '12345');
    expect(submit).toBeDisabled();
    await user.type(input, '6');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it("says 'Code is required' for an empty code and 'Invalid code' for a malformed one", async () => {
    const user = userEvent.setup();
    const { input } = setup();
    await user.click(input);
    await user.tab();
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    await user.type(input, '12a');
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
  });

  it('stays put and shows the error when verification fails', async () => {
    const user = userEvent.setup();
    const { input, submit } = setup(vi.fn().mockRejectedValue(new Error('Invalid code')));
    await user.type(input, '000000');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
  });

  it('counts down 60 seconds before the code can be resent', () => {
    setup();
    expect(screen.getByRole('button', { name: /Resend code \(60s\)/ })).toBeDisabled();
  });
});

describe('two-factor prompt', () => {
  it("uses the server's detail or the default sentence", () => {
    expect(codePrompt('We emailed a code to p***@demo.test.')).toBe(
      'We emailed a code to p***@demo.test. Please enter it below to continue.',
    );
    expect(codePrompt(undefined)).toBe(
      'We sent a 6-digit code to your email address. Please enter it below to continue.',
    );
  });

  it('shows the prompt in the modal', async () => {
    renderWithProviders(
      <TwoFactorModal
        request={{
          requestUrl: '/user/change-password',
          requestMethod: 'POST',
          requestHeaders: {},
          responseData: { detail: 'A code is on its way.' },
        }}
        user={null}
        onClose={vi.fn()}
      />,
    );
    await waitFor(() =>
      expect(screen.getByText('A code is on its way. Please enter it below to continue.')).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('cannot be dismissed while the replay is running, and replays with the code header', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <TwoFactorModal
        request={{
          requestUrl: '/user/change-password',
          requestMethod: 'POST',
          requestData: { current_password: 'a', new_password: 'b' },
          requestHeaders: { Accept: 'application/json' },
          responseData: {},
        }}
        user={null}
        onClose={onClose}
      />,
    );
    await user.type(await screen.findByLabelText(/Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v2/user/change-password');
    expect((init?.headers as Record<string, string>)['X-Verification-Code']).toBe('123456');
    expect(init?.body).toBe('{"current_password":"a","new_password":"b"}');
    vi.unstubAllGlobals();
  });
});
