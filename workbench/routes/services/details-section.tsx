import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { ListState } from '../../../design-system/components/list-state';

/** One part of the service details dialog: a titled region. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A read of the details dialog: waiting, failed with a retry (the catalogue toasted why), or its data. */
export function Loaded<T>({
  read,
  failed,
  children,
}: {
  read: { data: T | undefined; error: unknown; mutate: () => Promise<unknown> };
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (read.error)
    return <ListState status="error" errorMessage={failed} onRetry={() => void read.mutate()} />;
  if (read.data === undefined) return <ListState status="loading" />;
  return <>{children(read.data)}</>;
}
