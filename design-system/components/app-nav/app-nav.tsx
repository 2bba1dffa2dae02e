import { Box, Link, List } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppNavItem {
  /** A stable key (the route's name). */
  key: string;
  /** Where the item leads (a hash link such as `#/corps`). */
  href: string;
  label: ReactNode;
}

export interface AppNavProps {
  /** The landmark's accessible name. */
  label: string;
  items: readonly AppNavItem[];
  /** The key of the page shown now, marked as the current page. @default undefined */
  currentKey?: string;
}

/**
 * The workbench's navigation to every area: a column beside the page on a wide screen, a row that
 * scrolls sideways on a phone. Plain links, so the browser's own keys and middle-click work.
 */
export function AppNav({ label, items, currentKey }: AppNavProps) {
  return (
    <Box
      as="nav"
      aria-label={label}
      flexShrink="0"
      w={{ base: 'full', lg: '52' }}
      borderBottom={{ base: 'sm', lg: 'none' }}
      borderEnd={{ base: 'none', lg: 'sm' }}
      borderColor="border"
      overflowX={{ base: 'auto', lg: 'visible' }}
    >
      <List.Root
        variant="plain"
        display="flex"
        flexDirection={{ base: 'row', lg: 'column' }}
        gap="1"
        p="2"
      >
        {items.map((item) => {
          const current = item.key === currentKey;
          return (
            <List.Item key={item.key} flexShrink="0">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                display="block"
                w="full"
                px="3"
                py="2"
                rounded="l2"
                whiteSpace="nowrap"
                color={current ? 'brand.fg' : 'fg'}
                bg={current ? 'brand.subtle' : undefined}
                fontWeight={current ? 'semibold' : 'normal'}
                textDecoration="none"
                _hover={{ bg: current ? 'brand.subtle' : 'bg.muted', textDecoration: 'none' }}
              >
                {item.label}
              </Link>
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}

AppNav.displayName = 'AppNav';
