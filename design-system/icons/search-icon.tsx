import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from './line-icon';

/** A magnifying glass: the member search's button and the command palette's. Decorative: the button carries the name. */
export function SearchIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}
