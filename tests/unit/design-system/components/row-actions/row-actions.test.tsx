import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  RowActions,
  type RowActionsProps,
} from '../../../../../design-system/components/row-actions';
import { renderWithProviders } from '../../../helpers/render';

function renderActions(props: Partial<RowActionsProps> = {}) {
  const user = userEvent.setup();
  const onMain = vi.fn();
  const onRename = vi.fn();
  const onDelete = vi.fn();
  renderWithProviders(
    <RowActions
      name="3KUL-F7TE"
      main={{ label: 'Disable', ariaLabel: 'Disable 3KUL-F7TE', onClick: onMain }}
      more={[
        { key: 'rename', label: 'Rename', onSelect: onRename },
        { key: 'archive', label: 'Archive', disabled: true, onSelect: vi.fn() },
        { key: 'delete', label: 'Delete', danger: true, onSelect: onDelete },
      ]}
      {...props}
    />,
  );
  return { user, onMain, onRename, onDelete };
}

describe('RowActions', () => {
  it('should show the main action as a button named for the row', async () => {
    const { user, onMain } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Disable 3KUL-F7TE' }));
    expect(onMain).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Disable 3KUL-F7TE' })).toHaveTextContent('Disable');
  });

  it('should keep the other actions behind one menu named for the row', async () => {
    const { user, onRename, onDelete } = renderActions();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions for 3KUL-F7TE' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Rename',
      'Archive',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('should not run a disabled item', async () => {
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'More actions for 3KUL-F7TE' }));
    const archive = await screen.findByRole('menuitem', { name: 'Archive' });
    expect(archive).toHaveAttribute('aria-disabled', 'true');
  });

  it('should run a menu item chosen with the keyboard', async () => {
    const { user, onRename } = renderActions();
    screen.getByRole('button', { name: 'More actions for 3KUL-F7TE' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(onRename).toHaveBeenCalledTimes(1);
  });

  it('should mark a busy main action and ignore presses while it runs', async () => {
    const onClick = vi.fn();
    const { user } = renderActions({ main: { label: 'Remove', busy: true, onClick } });
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('should show only the main action when nothing else is offered', () => {
    renderActions({ more: [] });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('should show only the menu when there is no main action', () => {
    renderActions({ main: undefined });
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['More actions for 3KUL-F7TE']);
  });
});
