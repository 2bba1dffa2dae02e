import { useRef, useState } from 'react';

/**
 * A form's text fields and their messages, checked as docs/product.md §5 asks: on leaving a field
 * (an empty one says nothing: submit asks for every one), again as the person types once a message
 * shows, so a corrected field loses it then and not on leaving it (leaving it for the submit button
 * would move the button under the pointer between press and release, and the click would be lost),
 * and all at once on submit, which focuses the first field refused.
 *
 * `check` answers a field's message for the values given, or undefined; `dependents` names the
 * fields whose message a field's change rechecks too (the confirmation, of the password).
 */
export function useCheckedFields<F extends string, M extends string>(
  fields: readonly F[],
  check: (field: F, values: Readonly<Record<F, string>>) => M | undefined,
  dependents: Partial<Record<F, readonly F[]>> = {},
) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<F, M>>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const change = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const recheck = fields.filter(
      (shown) => errors[shown] && (shown === field || dependents[field]?.includes(shown)),
    );
    if (recheck.length === 0) return;
    setErrors((previous) => ({
      ...previous,
      ...Object.fromEntries(recheck.map((shown) => [shown, check(shown, next)])),
    }));
  };

  const blur = (field: F) => {
    if (values[field] === '') return;
    setErrors((previous) => ({ ...previous, [field]: check(field, values) }));
  };

  /** Checks every field; false, with focus on the first refused, when one is. */
  const checkAll = () => {
    const found = Object.fromEntries(
      fields.map((field) => [field, check(field, values)]),
    ) as Partial<Record<F, M>>;
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid === undefined) return true;
    inputs.current[firstInvalid]?.focus();
    return false;
  };

  /** The ref of a field's input, which submit focuses when that field is refused. */
  const inputRef = (field: F) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  return { values, errors, change, blur, checkAll, inputRef };
}
