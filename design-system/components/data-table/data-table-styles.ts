import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The body's cells from `md` up, styled once on the table rather than per cell: a virtualised
 * table mounts rows on every scroll step, and each Chakra element computes its styles as it
 * mounts. These are Table.Cell's small size and line variant with the table's own padding; below
 * `md` the cards' own rules apply instead, so neither overrides the other.
 */
const bodyCells: SystemStyleObject = {
  '& tbody > tr > :is(td, th)': {
    px: '3',
    py: '2',
    borderBottom: 'sm',
    borderColor: 'border',
    textAlign: 'start',
  },
  '& tbody > tr > th': { fontWeight: 'medium' },
  '& tbody > tr > [data-align=end]': { textAlign: 'end' },
  '& tbody > tr > [data-nowrap]': { whiteSpace: 'nowrap' },
};

/**
 * How the table reads on a phone (below `md`): each row a card, its name first, then each value
 * under its column's heading (the cell's `data-label`), then its actions. The table keeps its
 * roles, so a screen reader still hears rows and columns.
 */
const cardsOnPhone: SystemStyleObject = {
  mdDown: {
    '& thead': { srOnly: true },
    // A table that selects keeps its heading's box in view, above the cards, with its words.
    '&[data-selectable] thead': { srOnly: false, display: 'block' },
    '&[data-selectable] thead > tr': {
      display: 'flex',
      px: '3',
      py: '1',
      borderBottom: 'sm',
      borderColor: 'border',
    },
    '&[data-selectable] thead > tr > th': { border: 'none', p: 'none', w: 'auto' },
    '&[data-selectable] thead > tr > th:not([data-select])': { srOnly: true },
    display: 'block',
    '& tbody': { display: 'block' },
    '& tbody > tr': {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      p: '3',
      borderBottom: 'sm',
      borderColor: 'border',
    },
    '& tbody > tr:last-of-type': { borderBottom: 'none' },
    '& tbody > tr > :is(td, th)': {
      display: 'flex',
      // A value that wraps keeps its label on its first line.
      alignItems: 'flex-start',
      gap: '3',
      p: 'none',
      border: 'none',
      minW: 'none',
      maxW: 'full',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '& tbody > tr > :is(td, th) > *': { minW: 'none' },
    '& tbody > tr > td[data-label]::before': {
      content: 'attr(data-label)',
      flex: '0 0 40%',
      color: 'fg.muted',
      textStyle: 'sm',
    },
    '& tbody > tr > th': { fontWeight: 'semibold' },
    '& tbody > tr > td[data-actions]': { display: 'block', pt: '2' },
  },
};

/**
 * From `md` up the actions column stays at the end of the frame while the table scrolls. Its
 * border is the cell's own (separate borders): a collapsed border is drawn by the table, and after
 * a scroll under the sticky header Chromium once drew the table without the heading's part of it.
 */
const stickyActions: SystemStyleObject = {
  borderCollapse: 'separate',
  borderSpacing: 'none',
  '& :is(td, th)[data-actions]': {
    position: 'sticky',
    insetInlineEnd: 'none',
    bg: 'bg',
    borderInlineStart: 'sm',
    borderColor: 'border',
  },
};

export const TABLE_STYLES: SystemStyleObject = {
  '& tbody > tr': { bg: 'bg' },
  md: { ...bodyCells, ...stickyActions },
  // A column that gives way keeps its place in each card on a phone.
  mdToLg: { '& [data-show-from=lg]': { display: 'none' } },
  mdToXl: { '& [data-show-from=xl]': { display: 'none' } },
  ...cardsOnPhone,
};
