import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  Pagination,
  type PaginationChangeDetails,
  type PaginationProps,
} from '../../../../../design-system/components/pagination';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_SELECTOR_THRESHOLD } from '../../../../../shared/constants';
import { renderWithProviders } from '../../../helpers/render';

function renderPagination(props: Partial<Omit<PaginationProps, 'onChange'>> = {}) {
  const onChange = vi.fn<(details: PaginationChangeDetails) => void>();
  const user = userEvent.setup();
  const view = renderWithProviders(
    <Pagination page={1} pageSize={DEFAULT_PAGE_SIZE} total={27} {...props} onChange={onChange} />,
  );
  return { user, onChange, ...view };
}

/** A parent that follows onChange, as a real list page does. */
function StatefulPagination({ total }: { total: number }) {
  const [state, setState] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  return <Pagination {...state} total={total} onChange={setState} />;
}

const pageNumbers = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent);

const jumpBox = () => screen.getByRole('textbox', { name: 'Go to page' });

describe('Pagination', () => {
  it('should be a navigation landmark with a name', () => {
    renderPagination();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('should page a table 10 rows at a time unless told otherwise', () => {
    renderWithProviders(<Pagination page={1} total={27} onChange={vi.fn()} />);
    expect(pageNumbers()).toEqual(['1', '2', '3']);
  });

  it('should show the total', () => {
    renderPagination({ total: 27 });
    expect(screen.getByText('Total: 27')).toBeInTheDocument();
  });

  it('should format a large total with the locale grouping', () => {
    renderPagination({ total: 2000 });
    expect(screen.getByText('Total: 2,000')).toBeInTheDocument();
  });

  it('should list every page of a short list with the current one marked', () => {
    renderPagination({ page: 4, total: 21 });
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const current = screen.getByRole('button', { name: 'Page 4' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-current')),
    ).toEqual([current]);
  });

  it('should shorten a list of nine pages at the start', () => {
    renderPagination({ page: 1, total: 27 });
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5', '9']);
    expect(screen.getAllByText('…')).toHaveLength(1);
  });

  it('should shorten a long list with ellipses around the current page', () => {
    renderPagination({ page: 40, total: 2000 });
    expect(pageNumbers()).toEqual(['1', '39', '40', '41', '667']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('should ask for the page clicked', async () => {
    const { user, onChange } = renderPagination({ page: 1, total: 27 });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ page: 3, pageSize: DEFAULT_PAGE_SIZE });
  });

  it('should not ask for the page already shown', async () => {
    const { user, onChange } = renderPagination({ page: 2, total: 27 });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should go to the previous and the next page', async () => {
    const { user, onChange } = renderPagination({ page: 5, total: 27, pageSize: 3 });
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[{ page: 4, pageSize: 3 }], [{ page: 6, pageSize: 3 }]]);
  });

  it('should not go before the first page', async () => {
    const { user, onChange } = renderPagination({ page: 1, total: 27 });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next page' })).not.toHaveAttribute('aria-disabled');
    await user.click(previous);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should not go past the last page', async () => {
    const { user, onChange } = renderPagination({ page: 9, total: 27 });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should show a page past the end as the last page', () => {
    renderPagination({ page: 12, total: 27 });
    expect(screen.getByRole('button', { name: 'Page 9' })).toHaveAttribute('aria-current', 'page');
  });

  it('should show one page for an empty list', () => {
    renderPagination({ page: 1, total: 0 });
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['1']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('should jump to the page typed on Enter', async () => {
    const { user, onChange } = renderPagination({ page: 1, total: 27 });
    await user.type(jumpBox(), '5{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ page: 5, pageSize: DEFAULT_PAGE_SIZE });
    expect(jumpBox()).toHaveValue('');
  });

  it('should jump on blur, once', async () => {
    const { user, onChange } = renderPagination({ page: 1, total: 27 });
    await user.type(jumpBox(), '6');
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ page: 6, pageSize: DEFAULT_PAGE_SIZE });
  });

  it('should not jump twice when Enter is followed by a blur', async () => {
    const { user, onChange } = renderPagination({ page: 1, total: 27 });
    await user.type(jumpBox(), '7{Enter}');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('should clamp a jump past the end to the last page', async () => {
    const { user, onChange } = renderPagination({ page: 1, total: 27 });
    await user.type(jumpBox(), '999{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ page: 9, pageSize: DEFAULT_PAGE_SIZE });
  });

  it('should clamp a jump to 0 to the first page', async () => {
    const { user, onChange } = renderPagination({ page: 4, total: 27 });
    await user.type(jumpBox(), '0{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  });

  it.each(['2.5', 'abc', '-3', ' '])('should ignore %j and restore the box', async (entry) => {
    const { user, onChange } = renderPagination({ page: 1, total: 27 });
    await user.type(jumpBox(), `${entry}{Enter}`);
    expect(onChange).not.toHaveBeenCalled();
    expect(jumpBox()).toHaveValue('');
    await user.type(jumpBox(), entry);
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(jumpBox()).toHaveValue('');
  });

  it('should ignore an empty jump box on Enter', async () => {
    const { user, onChange } = renderPagination({ page: 1, total: 27 });
    await user.click(jumpBox());
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should hide the page-size selector at the threshold', () => {
    renderPagination({ total: PAGE_SIZE_SELECTOR_THRESHOLD });
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
  });

  it('should show the page-size selector above the threshold', () => {
    renderPagination({ total: PAGE_SIZE_SELECTOR_THRESHOLD + 1 });
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue(String(DEFAULT_PAGE_SIZE));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['3 / page', '10 / page', '20 / page', '50 / page', '100 / page']);
  });

  it('should keep the first row on screen in view when the page size changes', async () => {
    // Page 5 at 10 a page starts at row 41, which is on page 3 at 20 a page.
    const { user, onChange } = renderPagination({ page: 5, pageSize: 10, total: 120 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ page: 3, pageSize: 20 });
  });

  it('should offer the current page size even when the options leave it out', () => {
    renderPagination({ total: 120, pageSize: 15, pageSizeOptions: [10, 20] });
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('15');
    expect(within(select).getAllByRole('option')).toHaveLength(3);
  });

  it('should be operable with the keyboard alone', async () => {
    const { user, onChange } = renderPagination({ page: 2, total: 120 });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, pageSize: DEFAULT_PAGE_SIZE });
    // Past the remaining pages and the next button to the size selector and the jump box.
    const focusable = [
      screen.getByRole('button', { name: 'Next page' }),
      screen.getByRole('combobox', { name: 'Rows per page' }),
      jumpBox(),
    ];
    for (const element of focusable) {
      while (document.activeElement !== element && document.activeElement !== document.body)
        await user.tab();
      expect(element).toHaveFocus();
    }
  });

  it('should move with a parent that follows onChange', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulPagination total={27} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.type(jumpBox(), '8{Enter}');
    expect(screen.getByRole('button', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
  });
});
