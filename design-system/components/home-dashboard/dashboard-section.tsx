import { Card, Flex, Heading, Link } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { ListState, type ListStatus } from '../list-state';

export interface DashboardSectionProps {
  title: string;
  /** A way to the page that holds all of it, e.g. the services page. @default undefined */
  link?: { href: string; label: string };
  /** @default 'ready' */
  status?: ListStatus;
  /** Why loading failed. @default the catalogue's 'listState.error' */
  errorMessage?: string;
  /** Offers a retry after a failure. @default undefined */
  onRetry?: () => void;
  /** What an empty section means here. @default the catalogue's 'listState.empty' */
  emptyMessage?: string;
  children?: ReactNode;
}

/**
 * One section of the main page: a card named by its heading (a region a screen reader can jump
 * to), a link to where all of it lives, and its wait, failure and emptiness said in place
 * (ListState): the main page never toasts.
 */
export function DashboardSection({
  title,
  link,
  status = 'ready',
  errorMessage,
  onRetry,
  emptyMessage,
  children,
}: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId} minW="none">
      <Card.Header pb="2">
        <Flex gap="2" wrap="wrap" justify="space-between" align="baseline">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {link ? (
            <Link href={link.href} colorPalette="brand" textStyle="sm" fontWeight="medium">
              {link.label}
            </Link>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <ListState
          status={status}
          errorMessage={errorMessage}
          onRetry={onRetry}
          emptyMessage={emptyMessage}
        >
          {children}
        </ListState>
      </Card.Body>
    </Card.Root>
  );
}
