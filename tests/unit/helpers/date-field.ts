import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types text into a date field (DateRangePicker's, found by its label) as a person does: its text
 * selected and typed over key by key, then Enter. Empty text clears the field.
 */
export async function typeDate(label: string, text: string): Promise<void> {
  const user = userEvent.setup();
  const field = screen.getByLabelText<HTMLInputElement>(label);
  if (text === '') return user.clear(field);
  await user.type(field, `${text}{Enter}`, {
    initialSelectionStart: 0,
    initialSelectionEnd: field.value.length,
  });
}
