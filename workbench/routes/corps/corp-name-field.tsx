import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FieldMessage } from '../../../design-system/components/field-message';

interface CorpNameFieldProps {
  value: string;
  onChange: (corpName: string) => void;
  /** The dialog was submitted with no name: says so until one is typed. */
  missing: boolean;
  onMissingChange: (missing: boolean) => void;
  /** A note on the name as typed (the add dialog's: a cloud company has it already). */
  warning?: string | undefined;
}

/**
 * The company name of the add and edit dialogs: required, its absence said under it. Enter in it
 * submits the dialog's form.
 */
export function CorpNameField({
  value,
  onChange,
  missing,
  onMissingChange,
  warning,
}: CorpNameFieldProps) {
  const { t } = useLingui();
  return (
    <Field.Root required invalid={missing}>
      <Field.Label>{t({ id: 'corps.add.name', message: 'Company name' })}</Field.Label>
      <Input
        size="sm"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          if (event.target.value.trim()) onMissingChange(false);
        }}
      />
      <FieldMessage
        helper={warning}
        error={
          missing ? t({ id: 'corps.add.nameEmpty', message: 'Enter the company name' }) : undefined
        }
      />
    </Field.Root>
  );
}
