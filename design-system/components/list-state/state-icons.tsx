import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '../../icons/line-icon';

/** An empty tray: a list with nothing in it yet. Decorative: the sentence beside it says so. */
export function EmptyIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
    </LineIcon>
  );
}

/** A magnifying glass with a cross: a search that found nothing. Decorative. */
export function NoMatchIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
      <path d="m8.5 8.5 5 5" />
      <path d="m13.5 8.5-5 5" />
    </LineIcon>
  );
}

/** A circled exclamation mark: the list failed to load. Decorative: the alert says why. */
export function FailedIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4" />
      <path d="M12 16h.01" />
    </LineIcon>
  );
}
