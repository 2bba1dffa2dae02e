import { Card, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  /** The section's name: its level-two heading, which also names the region. */
  title: string;
  children: ReactNode;
}

/**
 * One part of a page in a card of its own, named by its heading: a region a screen reader can
 * jump to (the cloud account, the security check-up).
 */
export function SectionCard({ title, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Header pb="2">
        <Heading as="h2" id={headingId} size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="none">{children}</Card.Body>
    </Card.Root>
  );
}

SectionCard.displayName = 'SectionCard';
