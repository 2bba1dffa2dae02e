import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from './line-icon';

/** A crescent moon: dark mode. Decorative: the toggle carries the name. */
export function MoonIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </LineIcon>
  );
}
