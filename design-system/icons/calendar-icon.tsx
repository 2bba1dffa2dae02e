import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from './line-icon';

/** A calendar page: opens a date picker's calendar. Decorative: the trigger carries the name. */
export function CalendarIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 11h18" />
    </LineIcon>
  );
}
