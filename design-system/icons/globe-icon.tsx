import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from './line-icon';

/** A globe, the conventional mark of a language switch. Decorative: the button carries the name. */
export function GlobeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20" />
      <path d="M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
    </LineIcon>
  );
}
