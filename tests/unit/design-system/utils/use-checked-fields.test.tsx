import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCheckedFields } from '../../../../design-system/utils/use-checked-fields';

type Field = 'password' | 'confirm';
const FIELDS: readonly Field[] = ['password', 'confirm'];

/** A password of 3 or more characters, and a confirmation that matches it. */
const check = (field: Field, values: Readonly<Record<Field, string>>) => {
  if (field === 'password') return values.password.length < 3 ? 'short' : undefined;
  return values.confirm === values.password ? undefined : 'mismatch';
};

const render = () => renderHook(() => useCheckedFields(FIELDS, check, { password: ['confirm'] }));

describe('useCheckedFields', () => {
  it('should say nothing on leaving an empty field, and check a filled one', () => {
    const { result } = render();
    act(() => result.current.blur('password'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.change('password', 'ab'));
    act(() => result.current.blur('password'));
    expect(result.current.errors.password).toBe('short');
  });

  it('should check a shown message again as the person types, and the fields that follow it', () => {
    const { result } = render();
    act(() => result.current.change('password', 'abc'));
    act(() => result.current.change('confirm', 'abd'));
    act(() => result.current.blur('confirm'));
    expect(result.current.errors.confirm).toBe('mismatch');
    act(() => result.current.change('password', 'abd'));
    expect(result.current.errors.confirm).toBeUndefined();
  });

  it('should check every field on submit and focus the first refused', () => {
    const { result } = render();
    const inputs = FIELDS.map((field) => {
      const input = document.createElement('input');
      document.body.append(input);
      result.current.inputRef(field)(input);
      return input;
    });
    act(() => result.current.change('password', 'abc'));
    let valid = true;
    act(() => {
      valid = result.current.checkAll();
    });
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ password: undefined, confirm: 'mismatch' });
    expect(document.activeElement).toBe(inputs[1]);
    act(() => result.current.change('confirm', 'abc'));
    act(() => {
      valid = result.current.checkAll();
    });
    expect(valid).toBe(true);
    for (const input of inputs) input.remove();
  });
});
