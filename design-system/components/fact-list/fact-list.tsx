import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A label and what it says; labels are unique within a list. */
export type Fact = [label: string, value: ReactNode];

export interface FactListProps {
  items: readonly Fact[];
  /** `sm` for a list inside a dialog's section or beside other controls. @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * What a page or dialog says of one thing (a corp's details, its certification, an order to
 * compare): each label beside its value, a long value wrapping anywhere rather than overflowing.
 * The labels share one column, as wide as the longest up to 45%, so every value starts at the same
 * place in every language, and a long label wraps rather than leave its value a sliver to break in
 * (Indonesian on a phone).
 */
export function FactList({ items, size = 'md' }: FactListProps) {
  return (
    <DataList.Root
      orientation="horizontal"
      size={size}
      display="grid"
      gridTemplateColumns="fit-content(45%) 1fr"
      columnGap="4"
      rowGap={size === 'sm' ? '2' : '3'}
      w="full"
    >
      {items.map(([label, value]) => (
        <DataList.Item key={label} display="contents">
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
