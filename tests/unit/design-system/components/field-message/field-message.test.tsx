import { Field, Input } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FieldMessage,
  type FieldMessageProps,
} from '../../../../../design-system/components/field-message';
import { renderWithProviders } from '../../../helpers/render';

function renderField(props: FieldMessageProps) {
  const { container } = renderWithProviders(
    <Field.Root invalid={Boolean(props.error)}>
      <Field.Label>Code</Field.Label>
      <Input />
      <FieldMessage data-testid="slot" {...props} />
    </Field.Root>,
  );
  return { container, slot: screen.getByTestId('slot') };
}

describe('FieldMessage', () => {
  it('should keep its line when there is nothing to say', () => {
    const { slot } = renderField({});
    expect(slot).toBeEmptyDOMElement();
    expect(getComputedStyle(slot).minHeight).not.toBe('');
  });

  it('should show the error of an invalid field', () => {
    const { slot } = renderField({ error: 'Enter the code' });
    expect(slot).toHaveTextContent('Enter the code');
  });

  it('should show the helper while the field has no error', () => {
    renderField({ helper: '6 digits' });
    expect(screen.getByText('6 digits')).toBeVisible();
  });

  it('should keep the helper’s room, hidden, while the error shows in its place', () => {
    const { slot } = renderField({ error: 'Enter the code', helper: '6 digits' });
    expect(screen.getByText('Enter the code')).toBeInTheDocument();
    const kept = screen.getByText('6 digits');
    expect(kept).toHaveAttribute('aria-hidden', 'true');
    expect(kept).toHaveStyle({ visibility: 'hidden' });
    expect(slot).toContainElement(kept);
  });

  it('should keep the reserved room, hidden, under a shorter helper that changes', () => {
    const { slot } = renderField({ helper: 'Weak', reserve: 'Use 8 to 18 characters' });
    expect(screen.getByText('Weak')).toBeVisible();
    const kept = screen.getByText('Use 8 to 18 characters');
    expect(kept).toHaveAttribute('aria-hidden', 'true');
    expect(kept).toHaveStyle({ visibility: 'hidden' });
    expect(slot).toContainElement(kept);
  });

  it('should not draw the reserve twice when it is the helper', () => {
    renderField({ helper: '6 digits', reserve: '6 digits' });
    expect(screen.getAllByText('6 digits')).toHaveLength(1);
  });
});
