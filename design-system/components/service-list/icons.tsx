import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '../../icons/line-icon';

export function CardsIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </LineIcon>
  );
}

export function TableIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 6h18" />
      <path d="M3 12h18" />
      <path d="M3 18h18" />
    </LineIcon>
  );
}
