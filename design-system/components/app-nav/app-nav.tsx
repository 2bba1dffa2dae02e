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
  /** Called when a link is followed (the drawer closes on it). @default undefined */
  onNavigate?: () => void;
}

/**
 * The workbench's navigation to every area, one link a row: the column beside the page on a wide
 * screen, the content of the navigation drawer on a narrow one. A long label wraps inside the
 * column rather than running past it. Plain links, so the browser's own keys and middle-click work.
 */
export function AppNav({ label, items, currentKey, onNavigate }: AppNavProps) {
  return (
    <Box as="nav" aria-label={label}>
      <List.Root variant="plain" display="flex" flexDirection="column" gap="1" p="2">
        {items.map((item) => {
          const current = item.key === currentKey;
          return (
            <List.Item key={item.key}>
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                display="block"
                w="full"
                px="3"
                py="2"
                rounded="l2"
                overflowWrap="anywhere"
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
