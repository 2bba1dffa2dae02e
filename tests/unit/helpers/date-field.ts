import { act, fireEvent, screen } from '@testing-library/react';

/**
 * Types text into a date field (DateRangePicker's, found by its label) and presses Enter; empty
 * text clears the field. The picker's machine applies the typed date after the events.
 */
export async function typeDate(label: string, text: string): Promise<void> {
  const field = screen.getByLabelText(label);
  await act(async () => {
    field.focus();
    fireEvent.input(field, { target: { value: text } });
    if (text !== '') fireEvent.keyDown(field, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
