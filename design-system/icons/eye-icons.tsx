import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from './line-icon';

/** An open eye: show a masked value. Decorative: the button carries the name. */
export function EyeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  );
}

/** A struck-through eye: hide the value again. Decorative: the button carries the name. */
export function EyeOffIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.2" />
      <path d="M6.6 6.6C3.6 8.5 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m2 2 20 20" />
    </LineIcon>
  );
}
