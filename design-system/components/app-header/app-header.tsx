import { Flex, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppHeaderProps {
  /** The product name shown at the start of the bar. */
  title: ReactNode;
  /** Controls at the end of the bar: language, account menu. @default undefined */
  actions?: ReactNode;
}

/** The workbench's top bar: product name at the start, controls at the end. */
export function AppHeader({ title, actions }: AppHeaderProps) {
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap="4"
      h="header"
      px="6"
      bg="surface.header"
      borderBottom="sm"
      borderColor="border"
    >
      <Heading as="p" size="md" color="brand.fg" truncate>
        {title}
      </Heading>
      <HStack gap="2" flexShrink="0">
        {actions}
      </HStack>
    </Flex>
  );
}

AppHeader.displayName = 'AppHeader';
