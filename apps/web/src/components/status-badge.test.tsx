import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ActiveBadge, StatusBadge, toneOf } from './status-badge';

const renderBadge = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('StatusBadge', () => {
  it('shows an enum value by its domain label, as a sentence-case dot badge', () => {
    renderBadge(<StatusBadge of="timesheetStatus" value="no_bill" testId="s" />);
    const badge = screen.getByTestId('s');
    expect(badge).toHaveTextContent('No bill');
    expect(badge).toHaveAttribute('data-variant', 'dot');
    expect(badge.style.textTransform).toBe('none');
  });

  it('colours a status by what it means, whichever enum it belongs to', () => {
    expect(toneOf('pending')).toBe('warning');
    expect(toneOf('approved')).toBe('success');
    expect(toneOf('rejected')).toBe('danger');
    expect(toneOf('something_new')).toBe('neutral');
  });

  it('shows a flag as Active or the inactive label', () => {
    renderBadge(<ActiveBadge active={false} inactiveLabel="Archived" />);
    expect(screen.getByText('Archived')).toBeInTheDocument();
  });
});
