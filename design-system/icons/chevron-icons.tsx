import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from './line-icon';

/** Decorative chevrons for previous and next buttons (pagination, the banner slot); the buttons carry the names. */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <polyline points="15 18 9 12 15 6" />
    </LineIcon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <polyline points="9 18 15 12 9 6" />
    </LineIcon>
  );
}
