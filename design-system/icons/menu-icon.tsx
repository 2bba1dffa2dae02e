import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from './line-icon';

/** Three bars: the button that opens the navigation on a narrow screen. Decorative. */
export function MenuIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}
