import { Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DashboardGridProps {
  /** The sections the page is for (services, recently used, apps): the wide column. */
  main: ReactNode;
  /** The sections that tell where the person stands (company, security): the narrow column. */
  aside: ReactNode;
}

/**
 * The main page's two columns from `xl` (1280 px), where the narrow one still holds a company's
 * name and a security line; one column below, the wide one first.
 */
export function DashboardGrid({ main, aside }: DashboardGridProps) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }}
      gap="6"
      alignItems="start"
    >
      <Stack gap="6" minW="none">
        {main}
      </Stack>
      <Stack gap="6" minW="none">
        {aside}
      </Stack>
    </Grid>
  );
}
