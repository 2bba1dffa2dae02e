import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from './line-icon';

/* Decorative: each sits beside or inside a control or text that carries the name. */

export function CheckCircleIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <polyline points="8 12.5 11 15.5 16 9.5" />
    </LineIcon>
  );
}

export function AlertCircleIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <line x1="12" y1="7.5" x2="12" y2="13" />
      <line x1="12" y1="16.5" x2="12" y2="16.5" />
    </LineIcon>
  );
}
