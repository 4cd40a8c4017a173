import { screen, within } from '@testing-library/react';
import type { PublicGlobals } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { currentSubdomain } from '../../lib/auth/subdomain';
import { FALLBACK_GLOBALS, publicGlobalsKey } from '../../lib/auth/use-public-globals';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { AppFooter } from './app-footer';
import { LoginLayout } from './simple-layouts';

const PLATFORM: PublicGlobals = {
  ...FALLBACK_GLOBALS,
  brand_name: 'Staffwise',
  white_label_brand_name: 'Staffwise',
  technology_platform_company: 'Staffwise Inc.',
  technology_platform_website: 'https://staffwise.example',
};
const ACME: PublicGlobals = {
  ...PLATFORM,
  white_label_brand_name: 'Acme Staffing',
  white_label_logo_url: 'https://cdn.example/acme.svg',
  white_label_brand_color: '#6741d9',
};

function renderWith(globals: PublicGlobals, ui = <AppFooter />) {
  const client = createTestQueryClient();
  client.setQueryData(publicGlobalsKey(currentSubdomain()), globals);
  return renderWithProviders(ui, { client });
}

const year = new Date().getFullYear();

describe('the footer', () => {
  it("names the partner on its subdomain, with a small 'Powered by' the platform's company", () => {
    renderWith(ACME);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${year} Acme Staffing`)).toBeInTheDocument();
    expect(within(footer).queryByText(`© ${year} Staffwise Inc.`)).not.toBeInTheDocument();
    const poweredBy = within(footer).getByText(/Powered by/);
    expect(poweredBy).toHaveTextContent('Powered by Staffwise Inc.');
    expect(within(poweredBy).getByRole('link', { name: 'Staffwise Inc.' })).toHaveAttribute(
      'href',
      'https://staffwise.example',
    );
  });

  it("names the platform's company on the platform's own domain, with no 'Powered by'", () => {
    renderWith(PLATFORM);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${year} Staffwise Inc.`)).toBeInTheDocument();
    expect(within(footer).queryByText(/Powered by/)).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toBeInTheDocument();
  });
});

describe('the login card', () => {
  it("shows the partner's logo centred at the top of the card, above the form", () => {
    renderWith(
      ACME,
      <LoginLayout>
        <form aria-label="Sign in" />
      </LoginLayout>,
    );
    const logo = screen.getByRole('img', { name: 'Acme Staffing' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example/acme.svg');
    const card = logo.closest('.mantine-Paper-root') as HTMLElement;
    expect(card).not.toBeNull();
    expect(within(card).getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(logo.parentElement).toHaveClass('mantine-Center-root');
    expect(
      logo.compareDocumentPosition(within(card).getByRole('form')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("shows the platform's name in the card where there is no partner logo", () => {
    renderWith(
      PLATFORM,
      <LoginLayout>
        <form aria-label="Sign in" />
      </LoginLayout>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const name = screen.getByText('Staffwise', { exact: true });
    expect(name.closest('.mantine-Paper-root')).not.toBeNull();
  });
});
