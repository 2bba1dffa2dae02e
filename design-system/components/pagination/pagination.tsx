import { Box, Button, Flex, IconButton, Input, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import {
  CARD_GRID_PAGE_SIZE,
  PAGE_SIZE_SELECTOR_THRESHOLD,
  TABLE_PAGE_SIZE,
} from '../../../shared/constants';
import { lastPage, pageItems, parsePageJump } from '../../../shared/validation/page-jump';
import { countFormat } from '../amount-text/format-amount';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/chevron-icons';

/** The page sizes a table offers when the list is long enough for the selector to show. */
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [TABLE_PAGE_SIZE, 20, 50, 100];
/** The sizes a grid of cards offers: whole rows of 2, 3 or 4 cards. */
export const CARD_GRID_PAGE_SIZE_OPTIONS: readonly number[] = [1, 2, 4, 8].map(
  (times) => times * CARD_GRID_PAGE_SIZE,
);

export interface PaginationChangeDetails {
  /** The page asked for, within 1..last page. */
  page: number;
  /** Rows per page: the current size, or the one just picked. */
  pageSize: number;
}

export interface PaginationProps {
  /** The page shown now, from 1. A page past the end is shown as the last page. */
  page: number;
  /** Rows per page. @default TABLE_PAGE_SIZE (10) */
  pageSize?: number;
  /** How many rows the whole list holds. */
  total: number;
  /** Called when the user asks for another page or page size; the parent loads it and updates the props. */
  onChange: (details: PaginationChangeDetails) => void;
  /**
   * Sizes the page-size selector offers; it shows only when total exceeds
   * PAGE_SIZE_SELECTOR_THRESHOLD (50).
   * @default DEFAULT_PAGE_SIZE_OPTIONS ([10, 20, 50, 100])
   */
  pageSizeOptions?: readonly number[];
}

/**
 * Pages through a list (docs/product.md §5): previous and next, the page numbers with an ellipsis for
 * long lists, the total, a jump box that takes whole numbers only, and a page-size selector once
 * the list is longer than 50 rows.
 */
export function Pagination({
  page,
  pageSize = TABLE_PAGE_SIZE,
  total,
  onChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
}: PaginationProps) {
  const { t, i18n } = useLingui();
  const [jumpText, setJumpText] = useState('');

  const last = lastPage(total, pageSize);
  const current = Math.min(Math.max(Math.floor(page) || 1, 1), last);
  const isFirst = current === 1;
  const isLast = current === last;

  const goTo = (target: number) => {
    if (target !== current) onChange({ page: target, pageSize });
  };

  // Invalid entries are dropped and the box goes back to empty; a valid one is applied once
  // (Enter empties the box, so the blur that may follow finds nothing to apply).
  const applyJump = () => {
    const target = parsePageJump(jumpText, last);
    setJumpText('');
    if (target !== undefined) goTo(target);
  };

  const onJumpKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyJump();
    }
  };

  const changePageSize = (nextSize: number) => {
    if (!Number.isFinite(nextSize) || nextSize <= 0 || nextSize === pageSize) return;
    // The first row on screen stays in view: the new page is the one that holds it at the new size.
    const firstRow = (current - 1) * pageSize;
    const nextPage = Math.min(Math.floor(firstRow / nextSize) + 1, lastPage(total, nextSize));
    onChange({ page: nextPage, pageSize: nextSize });
  };

  // Formatted here rather than with an ICU plural: Intl needs the BCP 47 tag, which a bare
  // loadAndActivate({ locale: 'en_US' }) does not give Lingui.
  const totalText = countFormat(i18n).format(total);

  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  const jumpInput = (
    <Input
      size="sm"
      w="14"
      textAlign="center"
      inputMode="numeric"
      autoComplete="off"
      aria-label={t({ id: 'pagination.jumpLabel', message: 'Go to page' })}
      value={jumpText}
      onChange={(event) => setJumpText(event.target.value)}
      onKeyDown={onJumpKeyDown}
      onBlur={applyJump}
    />
  );

  return (
    <Box as="nav" aria-label={t({ id: 'pagination.label', message: 'Pagination' })}>
      <Flex align="center" wrap="wrap" gap="2" fontVariantNumeric="tabular-nums">
        <Text textStyle="sm" color="text.secondary">
          {t({ id: 'pagination.total', message: `Total: ${totalText}` })}
        </Text>
        {/* Previous, pages and next wrap as one piece, never split across lines. */}
        <Flex align="center" gap="1">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t({ id: 'pagination.previous', message: 'Previous page' })}
            // Not disabled, only marked so: focus stays here when the first page is reached.
            aria-disabled={isFirst || undefined}
            data-disabled={isFirst ? '' : undefined}
            onClick={() => {
              if (!isFirst) goTo(current - 1);
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Flex as="ul" listStyleType="none" align="center" gap="1">
            {pageItems(current, last).map((pageNumber) => {
              if (typeof pageNumber !== 'number')
                return (
                  <Box
                    as="li"
                    key={pageNumber}
                    aria-hidden="true"
                    minW="8"
                    textAlign="center"
                    color="fg.muted"
                  >
                    …
                  </Box>
                );
              const isCurrent = pageNumber === current;
              return (
                <li key={pageNumber}>
                  <Button
                    size="sm"
                    minW="8"
                    px="2"
                    variant={isCurrent ? 'solid' : 'ghost'}
                    colorPalette={isCurrent ? 'brand' : 'gray'}
                    aria-current={isCurrent ? 'page' : undefined}
                    aria-label={t({ id: 'pagination.page', message: `Page ${pageNumber}` })}
                    onClick={() => goTo(pageNumber)}
                  >
                    {pageNumber}
                  </Button>
                </li>
              );
            })}
          </Flex>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t({ id: 'pagination.next', message: 'Next page' })}
            aria-disabled={isLast || undefined}
            data-disabled={isLast ? '' : undefined}
            onClick={() => {
              if (!isLast) goTo(current + 1);
            }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Flex>
        {total > PAGE_SIZE_SELECTOR_THRESHOLD ? (
          <NativeSelect.Root size="sm" w="fit">
            <NativeSelect.Field
              aria-label={t({ id: 'pagination.pageSize', message: 'Rows per page' })}
              value={pageSize}
              onChange={(event) => changePageSize(Number(event.target.value))}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {t({ id: 'pagination.pageSizeOption', message: `${size} / page` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
        <Flex as="span" align="center" gap="1" textStyle="sm" whiteSpace="nowrap">
          <Trans id="pagination.jumpTo">Go to page {jumpInput}</Trans>
        </Flex>
      </Flex>
    </Box>
  );
}

Pagination.displayName = 'Pagination';
