import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  Pagination,
  type PaginationChangeDetails,
  type PaginationProps,
} from '../../design-system/components/pagination';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';

/** Follows onChange like a list page does, so the stories can be paged through by hand. */
function StatefulPagination({ onChange, ...props }: PaginationProps) {
  const [state, setState] = useState({
    page: props.page,
    pageSize: props.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  const change = (details: PaginationChangeDetails) => {
    setState(details);
    onChange(details);
  };
  return <Pagination {...props} {...state} onChange={change} />;
}

const meta = preview.meta({
  title: 'Design system/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: DEFAULT_PAGE_SIZE, total: 27, onChange: fn() },
  // Keyed on the paging args so a change in the controls starts the story again from them.
  render: (args) => <StatefulPagination key={`${args.page}/${args.pageSize}`} {...args} />,
});

/** Nine pages of three rows. */
export const Default = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toBeVisible();
    const current = canvas
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-current') === 'page');
    await expect(current).toHaveTextContent('1');
  },
});

export const FirstPage = meta.story({
  args: { page: 1, total: 60 },
});

export const LastPage = meta.story({
  args: { page: 9 },
});

/** 667 pages: ellipses either side of the current page. */
export const ManyPages = meta.story({
  args: { total: 2000, page: 40 },
  play: async ({ canvas }) => {
    const numbers = canvas
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .filter((text) => text !== '…');
    await expect(numbers).toEqual(['1', '39', '40', '41', '667']);
  },
});

/** More than 50 rows: the page-size selector appears. */
export const WithSizeSelector = meta.story({
  args: { total: 120, page: 4, pageSize: 10 },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox');
    await userEvent.selectOptions(select, '20');
    // Rows 31-40 were on screen; at 20 a page they are on page 2.
    await expect(args.onChange).toHaveBeenCalledWith({ page: 2, pageSize: 20 });
    await waitFor(() => expect(select).toHaveValue('20'));
    select.blur();
  },
});

/** Exactly 50 rows: no selector. */
export const SizeSelectorHidden = meta.story({
  args: { total: 50 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({
  args: { total: 0 },
});

/** Typing a page and pressing Enter goes there. */
export const JumpToPage = meta.story({
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, '5{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({
      page: 5,
      pageSize: DEFAULT_PAGE_SIZE,
    });
    await waitFor(() =>
      expect(
        canvas.getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'page'),
      ).toHaveTextContent('5'),
    );
    await expect(box).toHaveValue('');
    box.blur();
  },
});

/** A page past the end lands on the last page. */
export const JumpClamped = meta.story({
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, '999{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({
      page: 9,
      pageSize: DEFAULT_PAGE_SIZE,
    });
    box.blur();
  },
});

/** Not a whole number: ignored, and the box is emptied again. */
export const JumpIgnored = meta.story({
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, '2.5{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(box).toHaveValue('');
    box.blur();
  },
});

/** Thai labels with the selector, wrapping in a narrow column. */
export const LongThai = meta.story({
  globals: { locale: 'th_TH' },
  args: { total: 1234, page: 12, pageSize: 20 },
  render: (args) => (
    <Box maxW="md">
      <StatefulPagination {...args} />
    </Box>
  ),
});
