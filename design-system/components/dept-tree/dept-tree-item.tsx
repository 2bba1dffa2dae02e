import { Badge, Box, Flex } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { TruncatedText } from '../truncated-text';
import type { DeptTreeRow } from './build-dept-tree';

/** Indent per level, from the theme's spacing so it scales with the root font size. */
const indent = (depth: number) => `calc(var(--wb-spacing-2) + ${depth} * var(--wb-spacing-5))`;

/** Points right when closed, down when open. */
function Chevron({ expanded }: { expanded: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="100%"
      height="100%"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ transform: expanded ? 'rotate(90deg)' : undefined }}
    >
      <polyline points="9 18 15 12 9 6" />
    </svg>
  );
}

/** The check box of multiple selection, drawn: the row itself is the control. */
function CheckMark({ checked }: { checked: boolean }) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      flexShrink="0"
      w="4"
      h="4"
      rounded="sm"
      border="sm"
      borderColor={checked ? 'brand.solid' : 'border.emphasized'}
      bg={checked ? 'brand.solid' : 'bg'}
      color="brand.contrast"
    >
      {checked && (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
          <polyline points="20 6 9 17 4 12" />
        </svg>
      )}
    </Box>
  );
}

interface DeptTreeItemProps {
  row: DeptTreeRow;
  index: number;
  /** Where the virtualiser placed the row, in px; undefined when the tree is not virtual. */
  start?: number;
  multiple: boolean;
  isSelected: boolean;
  /** Whether the name matches the search, and is highlighted. */
  isMatch: boolean;
  /** Whether the row holds the roving tabindex. */
  active: boolean;
  /** Keeps the row's element for focus (and measures it when virtual); returns the cleanup. */
  registerRow: (key: string, element: HTMLDivElement) => () => void;
  onFocus: () => void;
  onSelect: () => void;
  onToggle: () => void;
}

/**
 * One department as a flat treeitem: its level, place among its siblings and state in ARIA, a
 * chevron that opens or closes it, a check mark in multiple selection, and the system badge.
 */
export function DeptTreeItem({
  row,
  index,
  start,
  multiple,
  isSelected,
  isMatch,
  active,
  registerRow,
  onFocus,
  onSelect,
  onToggle,
}: DeptTreeItemProps) {
  const { t } = useLingui();
  const { node } = row;
  return (
    <Flex
      role="treeitem"
      aria-level={row.depth + 1}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={row.expandable ? row.expanded : undefined}
      aria-selected={multiple ? isSelected : isSelected || undefined}
      tabIndex={active ? 0 : -1}
      data-index={index}
      ref={(element: HTMLDivElement | null) => {
        if (!element) return;
        return registerRow(node.key, element);
      }}
      onFocus={onFocus}
      onClick={onSelect}
      align="center"
      gap="1.5"
      minH="8"
      pe="2"
      rounded="control"
      cursor="button"
      userSelect="none"
      textStyle="sm"
      bg={isSelected && !multiple ? 'brand.subtle' : undefined}
      color={isSelected && !multiple ? 'brand.fg' : undefined}
      _hover={{ bg: isSelected && !multiple ? 'brand.muted' : 'bg.muted' }}
      colorPalette="brand"
      focusVisibleRing="inside"
      // A virtual row sits where the virtualiser measured it; pixel offsets are no design tokens.
      style={{
        paddingInlineStart: indent(row.depth),
        ...(start === undefined
          ? {}
          : {
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${start}px)`,
            }),
      }}
    >
      <Box
        as="span"
        aria-hidden="true"
        display="inline-flex"
        flexShrink="0"
        w="4"
        h="4"
        color="fg.muted"
        onClick={(event) => {
          if (!row.expandable) return;
          // Opening or closing is not choosing the department.
          event.stopPropagation();
          onToggle();
        }}
      >
        {row.expandable && <Chevron expanded={row.expanded} />}
      </Box>
      {multiple && <CheckMark checked={isSelected} />}
      {/* Sized to the name, so a match's highlight and the badge sit right after it. */}
      <TruncatedText
        flex="0 1 auto"
        {...(isMatch
          ? { as: 'mark', display: 'block', bg: 'yellow.subtle', color: 'fg', rounded: 'xs' }
          : {})}
      >
        {node.title}
      </TruncatedText>
      {node.system && (
        <Badge size="sm" variant="subtle" colorPalette="gray" flexShrink="0">
          {t({ id: 'deptTree.systemBadge', message: 'System' })}
        </Badge>
      )}
    </Flex>
  );
}
