import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '../../icons/line-icon';

/** A magnifying glass for the search button. Decorative: the button carries the name. */
export function SearchIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}
