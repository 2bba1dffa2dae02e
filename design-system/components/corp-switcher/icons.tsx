import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '../../icons/line-icon';

/** Decorative: the trigger carries the name. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <polyline points="6 9 12 15 18 9" />
    </LineIcon>
  );
}
