import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A label and what it says of the corp; labels are unique within a list. */
export type CorpFact = [label: string, value: ReactNode];

/**
 * What the corps page says of a corp (its details, its certification, the current corp's card):
 * each label beside its value, a long value wrapping anywhere rather than overflowing.
 */
export function CorpFacts({ items }: { items: readonly CorpFact[] }) {
  return (
    <DataList.Root orientation="horizontal" gap="3">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
