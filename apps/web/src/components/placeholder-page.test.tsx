import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PLACEHOLDER_EMPTY_TEXT, PlaceholderView } from './placeholder-page';

describe('placeholder page', () => {
  it('shows the route title and the empty state', () => {
    renderWithProviders(<PlaceholderView def={{ title: 'Payroll Runs' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payroll Runs' })).toBeInTheDocument();
    expect(screen.getByText(PLACEHOLDER_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('falls back to the brand name for routes without a title', () => {
    renderWithProviders(<PlaceholderView def={{ title: null }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Staffing Platform' })).toBeInTheDocument();
  });
});
