import { Field, HStack, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { FieldMessage } from '../field-message';

export interface SignInFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The message of the rule the value breaks; the field shows as invalid with it. */
  error?: string;
  /** Shown under the field while it has no error. */
  helper?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Beside the input, e.g. the send-code button. @default undefined */
  trailing?: ReactNode;
}

/**
 * A labelled text field of the sign-in forms, its error tied to it (Field.ErrorText) on a line
 * kept for it (FieldMessage), so a message never moves the form's button.
 */
export function SignInField({
  label,
  value,
  onValueChange,
  error,
  helper,
  inputRef,
  trailing,
  ...inputProps
}: SignInFieldProps) {
  const input = (
    <Input
      ref={inputRef}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...inputProps}
    />
  );
  return (
    <Field.Root invalid={Boolean(error)} required={!inputProps.readOnly}>
      <Field.Label>{label}</Field.Label>
      {trailing ? (
        <HStack w="full" align="flex-start" gap="2">
          {input}
          {trailing}
        </HStack>
      ) : (
        input
      )}
      <FieldMessage error={error} helper={helper} />
    </Field.Root>
  );
}
