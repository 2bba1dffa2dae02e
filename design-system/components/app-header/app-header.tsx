import { Flex, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppHeaderProps {
  /** The product name shown at the start of the bar. */
  title: ReactNode;
  /** Before the name: the button that opens the navigation on a narrow screen. @default undefined */
  start?: ReactNode;
  /** Controls at the end of the bar: language, account menu. @default undefined */
  actions?: ReactNode;
}

/**
 * The workbench's top bar: product name at the start, controls at the end. On a phone the name
 * gives way (cut with an ellipsis) and the controls keep their room.
 */
export function AppHeader({ title, start, actions }: AppHeaderProps) {
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', md: '3', lg: '4' }}
      h="header"
      // Between md and lg the corp and the account show their names beside the other controls:
      // the bar keeps less room around them there.
      px={{ base: '2', md: '4', lg: '6' }}
      bg="surface.header"
      borderBottom="sm"
      borderColor="border"
    >
      {start}
      <Heading as="p" size="md" color="brand.fg" truncate flex="1" minW="none">
        {title}
      </Heading>
      <HStack gap={{ base: 'none', md: '1', lg: '2' }} flexShrink="0">
        {actions}
      </HStack>
    </Flex>
  );
}

AppHeader.displayName = 'AppHeader';
