import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserType } from '@app/domain';
import { renderWithProviders } from '../../../test/render';
import { groupResults, placeholderFor } from './palette-config';
import { SearchPalette } from './search-palette';

const cases: [UserType, string][] = [
  ['admin', 'Search contractors, clients, partners, invoices and transactions'],
  ['partner', 'Search contractors, clients and invoices'],
  ['client', 'Start typing to search...'],
  ['contractor', 'Start typing to search...'],
];

describe('search palette', () => {
  it.each(cases)('shows the %s placeholder', async (userType, expected) => {
    expect(placeholderFor(userType)).toBe(expected);
    renderWithProviders(<SearchPalette userType={userType} opened onClose={vi.fn()} />);
    expect(await screen.findByPlaceholderText(expected)).toBeInTheDocument();
  });

  it('groups results by object type in a fixed order', () => {
    const groups = groupResults([
      { object_type: 'invoice', text: 'INV-1', icon: 'invoice', redirect: '/invoices/1' },
      { object_type: 'contractor', text: 'Casey', icon: 'id', redirect: '/contractors/1' },
      { object_type: 'contractor', text: 'Nina', icon: 'id', redirect: '/contractors/2' },
    ]);
    expect(groups.map((g) => [g.heading, g.items.length])).toEqual([
      ['Contractors', 2],
      ['Invoices', 1],
    ]);
  });
});
