import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '../../icons/line-icon';

/** Decorative marks for the panel's states (24 px); the text beside each carries the meaning. */
function StateIcon(props: IconProps) {
  return <LineIcon boxSize="6" {...props} />;
}

export function PhoneCheckIcon(props: IconProps) {
  return (
    <StateIcon {...props}>
      <rect x="5" y="2" width="14" height="20" rx="2" />
      <polyline points="9 12 11 14 15 10" />
    </StateIcon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <StateIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <polyline points="12 6 12 12 16 14" />
    </StateIcon>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <StateIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <polyline points="8 12 11 15 16 9" />
    </StateIcon>
  );
}

export function AlertCircleIcon(props: IconProps) {
  return (
    <StateIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <line x1="12" y1="8" x2="12" y2="12" />
      <line x1="12" y1="16" x2="12.01" y2="16" />
    </StateIcon>
  );
}
