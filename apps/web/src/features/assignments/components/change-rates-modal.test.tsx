import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { caseyForPartner } from '../pages/assignment-fixtures';
import { ChangeRatesModal } from './change-rates-modal';

/** The first save answers 422 on the pay rate; the second succeeds. */
function renderModal() {
  let refuse = true;
  const fetchMock = stubApi(makeUser({ links: ['/assignments'] }), (u, init) => {
    if (u.pathname !== '/v2/assignment_rates' || init?.method !== 'POST') return undefined;
    if (!refuse) return jsonResponse({ data: {} }, 201);
    refuse = false;
    return jsonResponse({ detail: [{ loc: ['body', 'pay_rate'], msg: 'Pay rate is below the minimum wage' }] }, 422);
  });
  const onClose = vi.fn();
  renderWithProviders(<ChangeRatesModal assignment={caseyForPartner} opened onClose={onClose} />);
  return { fetchMock, onClose };
}

describe('ChangeRatesModal', () => {
  it('sends only the rates typed, shows a refusal beside its rate until that rate changes, then saves', async () => {
    const { fetchMock, onClose } = renderModal();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Change rates' });
    await user.type(within(dialog).getByLabelText(/Effective date/), '2026-09-01');
    await user.type(within(dialog).getByLabelText('New pay rate'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save rates' }));

    const payRate = within(dialog).getByLabelText('New pay rate');
    await waitFor(() => expect(payRate).toHaveAccessibleDescription('Pay rate is below the minimum wage'));
    expect(lastBody(fetchMock, 'POST', '/v2/assignment_rates')).toEqual({
      assignment_id: 'a-casey',
      effective_date: '2026-09-01',
      reason: null,
      pay_rate: '7',
    });

    await user.type(payRate, '5');
    expect(payRate).not.toHaveAccessibleDescription('Pay rate is below the minimum wage');
    await user.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastBody(fetchMock, 'POST', '/v2/assignment_rates')).toMatchObject({ pay_rate: '75' });
  });
});
