import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemberSearchField } from '../../../../../design-system/components/member-search-field';
import { MEMBER_SEARCH_MAX_LENGTH } from '../../../../../shared/constants';
import { renderWithProviders } from '../../../helpers/render';

describe('MemberSearchField', () => {
  it('should search the trimmed text by the button and by Enter', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<MemberSearchField onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: 'Search members' });
    await userEvent.type(field, '  张伟 ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('张伟');
    await userEvent.clear(field);
    await userEvent.type(field, '13800138000{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('13800138000');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('should cut the text at the limit in characters, not halving an emoji, and say so', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<MemberSearchField onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: 'Search members' });
    const atLimit = '😀'.repeat(MEMBER_SEARCH_MAX_LENGTH);
    await userEvent.click(field);
    await userEvent.paste(`${atLimit}😀x`);
    expect(field).toHaveValue(atLimit);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/200 characters/)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith(atLimit);
  });

  it('should spin while a search runs and announce why one failed', () => {
    renderWithProviders(
      <MemberSearchField onSearch={() => {}} searching error="The search failed. Try again." />,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('data-loading');
    expect(screen.getByRole('alert')).toHaveTextContent('The search failed. Try again.');
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
