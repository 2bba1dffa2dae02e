import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListState } from '../../../../../design-system/components/list-state';
import { renderWithProviders } from '../../../helpers/render';

const rows = <ul aria-label="Rows" />;

describe('ListState', () => {
  it('should show the rows only when ready', () => {
    renderWithProviders(<ListState status="ready">{rows}</ListState>);
    expect(screen.getByRole('list', { name: 'Rows' })).toBeInTheDocument();
  });

  it('should announce the wait as a status and hide the rows', () => {
    renderWithProviders(<ListState status="loading">{rows}</ListState>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('should raise a failure as an alert with its message and a retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <ListState status="error" errorMessage="服务器繁忙" onRetry={onRetry}>
        {rows}
      </ListState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('服务器繁忙');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('should offer no retry when the owner gives none', () => {
    renderWithProviders(<ListState status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should tell an empty list from one a search emptied', () => {
    const add = <button type="button">Add</button>;
    const { unmount } = renderWithProviders(<ListState status="empty" emptyAction={add} />);
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<ListState status="noMatch" emptyAction={add} />);
    expect(screen.getByText('Nothing matches your search.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });
});
