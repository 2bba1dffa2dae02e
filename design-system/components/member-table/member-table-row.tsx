import { Badge, IconButton, Menu, type SystemStyleObject } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { MemberRow } from '../../../shared/domain/org';
import { TruncatedText } from '../truncated-text';
import { memberAccount } from './member-account';
import { MoreIcon } from '../../icons';
import { SelectCheckbox } from './select-checkbox';

/**
 * The rows' styles, set once on the table body: Table.Cell's small size with the line variant's
 * border, one line high (the h token "12" with the border is the row height), vertically centred.
 */
export const ROW_STYLES: SystemStyleObject = {
  '& > tr[data-index]': { h: '12', bg: 'bg' },
  '& > tr[data-index] > :is(td, th)': {
    px: '2',
    py: '2',
    borderBottom: 'sm',
    borderColor: 'border',
    textAlign: 'start',
    verticalAlign: 'middle',
  },
  '& > tr[data-index] > th': { fontWeight: 'medium' },
  // The row's menu stays in view at the end of the frame while the table scrolls sideways.
  '& > tr[data-index] > td[data-actions]': {
    textAlign: 'end',
    position: 'sticky',
    insetInlineEnd: 'none',
    bg: 'bg',
    borderInlineStart: 'sm',
    borderColor: 'border',
  },
  '& [data-roles]': { display: 'flex', gap: '1', overflow: 'hidden' },
};

export interface MemberTableRowProps {
  row: MemberRow;
  /** The row's index in the list. */
  index: number;
  selected: boolean;
  /** The member administers the department shown. */
  deptAdmin: boolean;
  /** A row action on this member is running. */
  busy: boolean;
  /** Whether the actions column is shown. */
  hasActions: boolean;
  /** Between department names: 、 in Chinese, a comma elsewhere. */
  deptSeparator: string;
  onSelectedChange: (userId: string, selected: boolean) => void;
}

/**
 * One member. Memoised, and free of per-row hooks beyond the catalogue: while the table scrolls,
 * only rows coming into view render. Every text cell is one line, cut with a tooltip, so all rows
 * have the one height the virtualiser counts on. The row and its cells are plain elements styled
 * once by the table body (ROW_STYLES): each Chakra element computes its styles as it mounts, and
 * rows mount on every scroll step.
 */
export const MemberTableRow = memo(function MemberTableRow({
  row,
  index,
  selected,
  deptAdmin,
  busy,
  hasActions,
  deptSeparator,
  onSelectedChange,
}: MemberTableRowProps) {
  const { t } = useLingui();
  const name = row.realName;
  return (
    // aria-rowindex counts the header row as 1, so screen readers announce the row's place in
    // the whole list although only a few rows exist in the DOM.
    // data-index marks the list's rows apart from the spacers; the first one is measured.
    <tr data-index={index} aria-rowindex={index + 2}>
      <td>
        <SelectCheckbox
          label={t({ id: 'memberTable.selectRow', message: `Select ${name}` })}
          checked={selected}
          onCheckedChange={(checked) => onSelectedChange(row.userId, checked)}
        />
      </td>
      <th scope="row">
        <TruncatedText>{name}</TruncatedText>
      </th>
      <td>
        <TruncatedText>{row.mobile}</TruncatedText>
      </td>
      <td>
        <TruncatedText>{memberAccount(row)}</TruncatedText>
      </td>
      <td>
        <TruncatedText>{row.deptNameList.join(deptSeparator)}</TruncatedText>
      </td>
      <td>
        <div data-roles="">
          {row.admin && (
            <Badge colorPalette="brand" flexShrink="1" minW="none">
              <TruncatedText as="span" display="block">
                {t({ id: 'memberTable.role.corpAdmin', message: 'Corp admin' })}
              </TruncatedText>
            </Badge>
          )}
          {deptAdmin && (
            <Badge colorPalette="green" flexShrink="1" minW="none">
              <TruncatedText as="span" display="block">
                {t({ id: 'memberTable.role.deptAdmin', message: 'Department admin' })}
              </TruncatedText>
            </Badge>
          )}
        </div>
      </td>
      {hasActions && (
        <td data-actions="">
          <Menu.Trigger value={row.userId} asChild>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t({ id: 'memberTable.rowActions', message: `Actions for ${name}` })}
              loading={busy}
            >
              <MoreIcon />
            </IconButton>
          </Menu.Trigger>
        </td>
      )}
    </tr>
  );
});
