import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { casey } from './contractor-fixtures';
import { INVITE_NOTE } from './create-contractor-page';
import { renderContractorPages } from './contractor-page-harness';
import { lastBody } from '../../../test/fetch-stub';

const beaconOwner = makeUser({ user_type: 'partner', partner: makePartner() });
const acmeOwner = makeUser({
  user_type: 'partner',
  partner: makePartner({ is_canada_enabled: true, corp_to_corp_enabled: true }),
});

/** The option labels of the Select named `name` (its listbox is the one the combobox controls). */
async function optionsOf(name: string) {
  const user = userEvent.setup();
  const combobox = screen.getByRole('combobox', { name });
  await user.click(combobox);
  const listbox = await waitFor(() => {
    const el = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error(`no listbox for ${name}`);
    return el;
  });
  const labels = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return labels;
}

/** Typing a whole form is slow in jsdom on a shared machine. */
const FORM_TEST_MS = 20_000;

describe('/create_contractor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('hides Canada from a partner without it, and says the contractor is invited', async () => {
    renderContractorPages(beaconOwner, '/create_contractor');
    expect(await screen.findByText(INVITE_NOTE)).toBeInTheDocument();
    expect(await optionsOf('Classification')).not.toContain('Canada (T4)');
    expect((await optionsOf('Tax id type')).join()).not.toContain('SIN');
    expect(screen.queryByRole('combobox', { name: /Corp-to-corp/ })).not.toBeInTheDocument();
  });

  it('offers Canada and corp-to-corps to a partner with both', async () => {
    renderContractorPages(acmeOwner, '/create_contractor', (u) =>
      u.pathname === '/v2/corp_to_corps' ? listAnswer([{ id: 'c2c-1', name: 'Northwind Consulting LLC' }]) : undefined,
    );
    await screen.findByRole('combobox', { name: 'Classification' });
    expect(await optionsOf('Classification')).toContain('Canada (T4)');
    expect((await optionsOf('Tax id type')).join()).toContain('SIN');
    expect(screen.getByRole('combobox', { name: /Corp-to-corp/ })).toBeInTheDocument();
  });

  it(
    'checks the tax id before sending, then creates the contractor and opens it',
    async () => {
      const { fetchMock, router } = renderContractorPages(acmeOwner, '/create_contractor', (u, init) =>
        u.pathname === '/v2/contractors' && init?.method === 'POST' ? jsonResponse({ data: casey }, 201) : undefined,
      );
      const user = userEvent.setup({ delay: null });
      await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Casey');
      await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Contractor');
      await user.type(screen.getByRole('textbox', { name: /Email/ }), 'casey@example.test');
      await user.click(screen.getByRole('combobox', { name: 'Classification' }));
      await user.click(await screen.findByRole('option', { name: 'W-2', hidden: true }));
      await user.type(screen.getByRole('textbox', { name: 'Tax id number' }), '666-12-3456');
      await user.click(screen.getByRole('button', { name: 'Create contractor' }));
      expect(await screen.findByText('Enter a valid social security number (AAA-GG-SSSS)')).toBeInTheDocument();
      expect(lastBody(fetchMock, 'POST', '/v2/contractors')).toBeUndefined();

      await user.clear(screen.getByRole('textbox', { name: 'Tax id number' }));
      await user.type(screen.getByRole('textbox', { name: 'Tax id number' }), '123-45-6789');
      await user.click(screen.getByRole('button', { name: 'Create contractor' }));
      expect(
        await screen.findByText('Invitation sent to contractor@demo.test', {}, { timeout: 3000 }),
      ).toBeInTheDocument();
      expect(lastBody(fetchMock, 'POST', '/v2/contractors')).toEqual({
        first_name: 'Casey',
        last_name: 'Contractor',
        email: 'casey@example.test',
        phone: null,
        date_of_birth: null,
        classification: 'w-2',
        corp_to_corp_id: null,
        address: null,
        tax_id: { type: 'ssn', value: '123-45-6789' },
      });
      expect(router.state.location.pathname).toBe('/contractors/k-casey');
    },
    FORM_TEST_MS,
  );

  it(
    'puts a 409 on top of the form',
    async () => {
      renderContractorPages(beaconOwner, '/create_contractor', (u, init) =>
        u.pathname === '/v2/contractors' && init?.method === 'POST'
          ? jsonResponse({ message: 'Another contractor of this partner already has this tax id' }, 409)
          : undefined,
      );
      const user = userEvent.setup({ delay: null });
      await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'A');
      await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'B');
      await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ab@example.test');
      await user.click(screen.getByRole('combobox', { name: 'Classification' }));
      await user.click(await screen.findByRole('option', { name: 'W-2', hidden: true }));
      await user.click(screen.getByRole('button', { name: 'Create contractor' }));
      expect(
        await screen.findByText('Another contractor of this partner already has this tax id', {}, { timeout: 3000 }),
      ).toBeInTheDocument();
    },
    FORM_TEST_MS,
  );
});
