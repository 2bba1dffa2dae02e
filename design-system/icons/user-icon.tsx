import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from './line-icon';

/** A person's outline. Decorative: the trigger carries the name. */
export function UserIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}
