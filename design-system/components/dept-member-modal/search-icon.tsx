import { Icon, type IconProps } from '@chakra-ui/react';

/** A magnifying glass for the search button. Decorative: the button carries the name. */
export function SearchIcon(props: IconProps) {
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
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    </Icon>
  );
}
