import { Icon, type IconProps } from '@chakra-ui/react';

/** Three dots, the conventional mark of a row's action menu. Decorative: the button carries the name. */
export function MoreIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor">
        <circle cx="5" cy="12" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="19" cy="12" r="2" />
      </svg>
    </Icon>
  );
}
