import { useLayoutEffect, useRef } from 'react';
import { RowCheckmark } from './row-parts';

export interface SelectCheckboxProps {
  /** What the box selects, e.g. 选择 张伟. */
  label: string;
  checked: boolean;
  /** Some but not all of what it stands for is selected (the page's box). @default false */
  indeterminate?: boolean;
  /** Shows the label's words beside the box below `md`, where a card has no heading above it. @default false */
  labelOnPhone?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * A native checkbox painted with Chakra's checkmark, of plain elements the table styles once
 * (row-parts.tsx). Chakra's Checkbox runs a state machine per instance; a virtualised table mounts
 * one box per row on every scroll step, so this one has none. It is still a real checkbox to
 * assistive technology, mixed state included.
 */
export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  labelOnPhone = false,
  onCheckedChange,
}: SelectCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  // After every render, not only when the prop changes: a click clears the DOM flag by itself.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });
  return (
    // The label makes the whole padded box a click target (28 px, above WCAG's 24 px minimum).
    // It is a positioned box: the visually hidden input is absolutely placed, and without one it
    // escaped a scrolling frame's clip and made the page as long as the whole list.
    <label data-select-box="">
      <input
        ref={input}
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <RowCheckmark state={indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked'} />
      {labelOnPhone ? (
        <span data-select-words="" aria-hidden>
          {label}
        </span>
      ) : null}
    </label>
  );
}
