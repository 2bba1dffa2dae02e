import { Icon, type IconProps } from '@chakra-ui/react';

/** A person's outline. Decorative: the trigger carries the name. */
export function UserIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </svg>
    </Icon>
  );
}
