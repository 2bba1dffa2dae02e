import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The one content width of the workbench's pages (docs/decisions/0019): 72 rem, centred in what the
 * navigation leaves. At 1440 px the page fills its column; on wider screens lines stay readable.
 */
export const PAGE_MAX_WIDTH = '6xl';

export interface PageLayoutProps {
  /** The page's name: its only level-one heading. */
  title: string;
  /** One or two sentences under the title on what the page is for. @default undefined */
  description?: ReactNode;
  /**
   * The page's primary actions, at the end of the header; under the title on a phone.
   * @default undefined
   */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Every workbench page's frame: a header with the title, the description and the primary actions,
 * then the content, all within one width.
 */
export function PageLayout({ title, description, actions, children }: PageLayoutProps) {
  return (
    <Stack gap="6" w="full" maxW={PAGE_MAX_WIDTH} mx="auto" minW="none">
      <Flex as="header" gap="3" wrap="wrap" justify="space-between" align="flex-end">
        <Stack gap="2" minW="none" flex="1 1 auto">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {description ? (
            <Text as="div" color="text.secondary">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Flex gap="2" wrap="wrap" align="center" maxW="full">
            {actions}
          </Flex>
        ) : null}
      </Flex>
      {children}
    </Stack>
  );
}
