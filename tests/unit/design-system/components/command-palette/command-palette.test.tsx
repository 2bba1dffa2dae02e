import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  CommandPalette,
  type CommandPaletteGroup,
  type CommandPaletteProps,
} from '../../../../../design-system/components/command-palette';
import {
  membersGroup,
  paletteGroups,
} from '../../../../../stories/design-system/fixtures/command-palette';

/** Every group, the server having found no member. */
const noMemberFound = () =>
  paletteGroups().map((group) => (group.key === 'members' ? membersGroup('ready', []) : group));
import { renderWithProviders } from '../../../helpers/render';

function Harness({
  groups,
  onRun,
  onOpenChange,
}: {
  groups: CommandPaletteGroup[];
  onRun: CommandPaletteProps['onRun'];
  onOpenChange: CommandPaletteProps['onOpenChange'];
}) {
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState('');
  return (
    <CommandPalette
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details);
        setOpen(details.open);
      }}
      query={query}
      onQueryChange={setQuery}
      groups={groups}
      onRun={onRun}
    />
  );
}

function renderPalette(groups = paletteGroups()) {
  const onRun = vi.fn<CommandPaletteProps['onRun']>();
  const onOpenChange = vi.fn<CommandPaletteProps['onOpenChange']>();
  const user = userEvent.setup();
  renderWithProviders(<Harness groups={groups} onRun={onRun} onOpenChange={onOpenChange} />);
  return { user, onRun, onOpenChange };
}

/**
 * Puts the focus in the field as the dialog does on opening (jsdom runs no focus trap; the e2e
 * tests check the focus on opening and its return on closing).
 */
async function focusField(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox'));
}

const field = () => screen.getByRole('combobox', { name: 'Search and go' });
const activeOption = () => {
  const id = field().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

// The dialog mounts and animates in jsdom: slow on a busy two-core machine, never stuck.
describe('CommandPalette', () => {
  it('should be a combobox over a listbox of grouped options, the first one active', async () => {
    renderPalette();
    await screen.findByRole('combobox');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search and go' });
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    const pages = within(listbox).getByRole('group', { name: '页面' });
    expect(within(pages).getAllByRole('option')).toHaveLength(12);
    expect(activeOption()).toHaveTextContent('首页');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
  });

  it('should move the active option with the arrows, wrapping round, the focus staying in the field', async () => {
    const { user } = renderPalette();
    await focusField(user);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('企业管理');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('只读服务');
    expect(field()).toHaveFocus();
  });

  it('should start from the first match again when the query changes', async () => {
    const { user } = renderPalette();
    await focusField(user);
    await user.keyboard('{ArrowDown}');
    await user.type(field(), '研发');
    expect(activeOption()).toHaveTextContent('张伟');
  });

  it('should run the active option with Enter once closed', async () => {
    const { user, onRun, onOpenChange } = renderPalette(noMemberFound());
    await focusField(user);
    // 研发部 itself first, then 张江研发中心 under it (its detail names 研发部).
    await user.type(field(), '研发部');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('张江研发中心');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('研发部');
    await user.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    await waitFor(() =>
      expect(onRun).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }), 'departments'),
    );
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('should run an option pressed with the pointer', async () => {
    const { user, onRun } = renderPalette();
    await user.click(await screen.findByRole('option', { name: '设备管理' }));
    await waitFor(() =>
      expect(onRun).toHaveBeenCalledWith(expect.objectContaining({ id: 'devices' }), 'pages'),
    );
  });

  it('should leave Enter to an input method picking a candidate', async () => {
    const { user, onRun, onOpenChange } = renderPalette();
    await focusField(user);
    fireEvent.keyDown(field(), { key: 'Enter', isComposing: true });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onRun).not.toHaveBeenCalled();
  });

  it('should close on Escape without running anything', async () => {
    const { user, onRun, onOpenChange } = renderPalette();
    await focusField(user);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    expect(onRun).not.toHaveBeenCalled();
  });

  it('should say there is nothing for the query, with the query', async () => {
    const { user } = renderPalette(noMemberFound());
    await user.type(await screen.findByRole('combobox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No results for “zzz”');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
  });

  it('should say the members are being searched, and not that nothing was found', async () => {
    const { user } = renderPalette(paletteGroups('loading'));
    await user.type(await screen.findByRole('combobox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('正在搜索成员…');
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-busy', 'true');
  });

  it('should say the member search failed and still list what else matches', async () => {
    const { user } = renderPalette(paletteGroups('error'));
    await user.type(await screen.findByRole('combobox'), '研发');
    expect(screen.getByRole('status')).toHaveTextContent('无法搜索成员');
    const departments = screen.getByRole('group', { name: '部门' });
    expect(within(departments).getByRole('option', { name: /^研发部/ })).toBeVisible();
    expect(screen.queryByRole('group', { name: '成员' })).not.toBeInTheDocument();
  });
});
