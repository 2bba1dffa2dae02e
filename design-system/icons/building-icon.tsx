import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from './line-icon';

/** An office building: a company. Decorative: the trigger carries the company's name. */
export function BuildingIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16" />
      <path d="M16 9h2a2 2 0 0 1 2 2v10M3 21h18M8 7h4M8 11h4M8 15h4" />
    </LineIcon>
  );
}
