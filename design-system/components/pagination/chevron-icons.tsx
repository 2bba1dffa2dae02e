import { Icon, type IconProps } from '@chakra-ui/react';

/** Decorative chevrons for the previous and next buttons; the buttons carry the names. */
function Chevron({ points, ...props }: IconProps & { points: string }) {
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
        <polyline points={points} />
      </svg>
    </Icon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return <Chevron points="15 18 9 12 15 6" {...props} />;
}

export function ChevronRightIcon(props: IconProps) {
  return <Chevron points="9 18 15 12 9 6" {...props} />;
}
