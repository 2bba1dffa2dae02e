import { Icon, type IconProps } from '@chakra-ui/react';

/**
 * The frame of the design system's outline icons: a 24-unit box drawn with 2-unit round strokes in
 * the current colour. Decorative: the control beside it carries the name.
 */
export function LineIcon({ children, ...props }: IconProps) {
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
        {children}
      </svg>
    </Icon>
  );
}
