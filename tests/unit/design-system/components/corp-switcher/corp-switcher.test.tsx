import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CorpSwitcher,
  type CorpSwitcherProps,
} from '../../../../../design-system/components/corp-switcher';
import {
  CORPS,
  CURRENT_CORP,
  manyCorps,
} from '../../../../../stories/design-system/fixtures/corps';
import { renderWithProviders } from '../../../helpers/render';

function renderSwitcher(props: Partial<CorpSwitcherProps> = {}) {
  const onSwitch = vi.fn<CorpSwitcherProps['onSwitch']>(() => Promise.resolve());
  const user = userEvent.setup();
  renderWithProviders(
    <CorpSwitcher current={CURRENT_CORP} corps={CORPS} onSwitch={onSwitch} {...props} />,
  );
  return { user, onSwitch };
}

const trigger = () => screen.getByRole('button', { name: /^Switch company, current:/ });

async function openList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  return within(await screen.findByRole('listbox', { name: 'Your companies' }));
}

// Popovers mount and position in jsdom: slow on a busy two-core machine, never stuck.
describe('CorpSwitcher', () => {
  it('should show the current corp on the trigger', () => {
    renderSwitcher();
    expect(trigger()).toHaveTextContent('华南示范科技有限公司');
  });

  it('should list the corps with the current one selected', async () => {
    const { user } = renderSwitcher();
    const list = await openList(user);
    const current = list.getByRole('option', { name: /华南示范科技有限公司/ });
    expect(current).toHaveAttribute('aria-selected', 'true');
    expect(current).toHaveTextContent('Current');
    expect(list.getByRole('option', { name: /张伟个人工作室/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  it('should leave out the hidden corp', async () => {
    const { user } = renderSwitcher();
    const list = await openList(user);
    expect(list.getAllByRole('option')).toHaveLength(5);
    expect(list.queryByRole('option', { name: /已停用的测试企业/ })).not.toBeInTheDocument();
  });

  it('should show each corp type and certification status in words', async () => {
    const { user } = renderSwitcher();
    const list = await openList(user);
    const words = (name: RegExp) => list.getByRole('option', { name }).textContent;
    expect(words(/华南示范科技有限公司/)).toContain('Company');
    expect(words(/华南示范科技有限公司/)).toContain('Certified');
    expect(words(/华南示范商贸/)).toContain('Certification in review');
    expect(words(/张伟个人工作室/)).toContain('Personal');
    expect(words(/张伟个人工作室/)).toContain('No certification needed');
    expect(words(/深圳前海/)).toContain('Certification failed');
    expect(words(/佛山顺德/)).toContain('Not certified');
  });

  it('should switch to the corp picked and close once it is done', async () => {
    const { user, onSwitch } = renderSwitcher();
    const list = await openList(user);
    await user.click(list.getByRole('option', { name: /张伟个人工作室/ }));
    expect(onSwitch).toHaveBeenCalledWith(CORPS[2]);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('should mark the item busy while the switch runs', async () => {
    const { user } = renderSwitcher({ onSwitch: vi.fn(() => new Promise<void>(() => {})) });
    const list = await openList(user);
    const option = list.getByRole('option', { name: /张伟个人工作室/ });
    await user.click(option);
    expect(option).toHaveAttribute('aria-busy', 'true');
    expect(option).toHaveTextContent('Switching…');
  });

  it('should show why a switch failed and stay open', async () => {
    const { user } = renderSwitcher({
      onSwitch: vi.fn(() => Promise.reject(new Error('You have left this company.'))),
    });
    const list = await openList(user);
    const option = list.getByRole('option', { name: /张伟个人工作室/ });
    await user.click(option);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have left this company.');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(option).not.toHaveAttribute('aria-busy');
  });

  it('should not switch to the current corp', async () => {
    const { user, onSwitch } = renderSwitcher();
    const list = await openList(user);
    await user.click(list.getByRole('option', { name: /华南示范科技有限公司/ }));
    expect(onSwitch).not.toHaveBeenCalled();
  });

  it('should not offer a search for a short list', async () => {
    const { user } = renderSwitcher();
    await openList(user);
    expect(screen.queryByRole('textbox', { name: 'Search companies' })).not.toBeInTheDocument();
  });

  it('should filter a long list by name and say when nothing matches', async () => {
    const corps = [CURRENT_CORP, ...manyCorps(30)];
    const { user } = renderSwitcher({ corps });
    const list = await openList(user);
    expect(list.getAllByRole('option')).toHaveLength(31);
    const search = screen.getByRole('textbox', { name: 'Search companies' });
    await user.type(search, '华南');
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('华南示范科技有限公司'),
    ]);
    await user.type(search, 'xyz');
    expect(list.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Nothing matches your search.')).toBeInTheDocument();
  });

  it('should offer adding a corp', async () => {
    const onAddCorp = vi.fn();
    const { user } = renderSwitcher({ onAddCorp });
    await openList(user);
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    expect(onAddCorp).toHaveBeenCalledTimes(1);
  });

  it('should wait for the current corp', () => {
    renderSwitcher({ current: undefined });
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
  });

  it('should show a list that failed to load, with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderSwitcher({
      corps: [],
      status: 'error',
      errorMessage: 'Company list unavailable',
      onRetry,
    });
    await user.click(trigger());
    expect(await screen.findByRole('alert')).toHaveTextContent('Company list unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
