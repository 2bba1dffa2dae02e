import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { CertCorpInput } from '../../../shared/payloads/cert';
import { FieldMessage } from '../../../design-system/components/field-message';

export type CertField = keyof CertCorpInput;

/** The fields left empty, in form order: each one is required. */
export function missingCertFields(
  values: CertCorpInput,
  fields: readonly CertField[],
): CertField[] {
  return fields.filter((field) => values[field].trim() === '');
}

/** The entered details without surrounding spaces; the credit code in capitals, as issued. */
export function cleanCertInput(values: CertCorpInput): CertCorpInput {
  return {
    enterName: values.enterName.trim(),
    creditCode: values.creditCode.trim().toUpperCase(),
    legalPerson: values.legalPerson.trim(),
  };
}

export interface CertFieldsProps {
  values: CertCorpInput;
  fields: readonly CertField[];
  missing: readonly CertField[];
  onChange: (values: CertCorpInput) => void;
}

/**
 * The certification details (enterprise name, credit code, legal person), each required. Enter
 * in one submits the dialog's form.
 */
export default function CertFields({ values, fields, missing, onChange }: CertFieldsProps) {
  const { t } = useLingui();
  const labels: Record<CertField, string> = {
    enterName: t({ id: 'corps.cert.enterName', message: 'Enterprise name' }),
    creditCode: t({ id: 'corps.cert.creditCode', message: 'Credit code' }),
    legalPerson: t({ id: 'corps.cert.legalPerson', message: 'Legal person' }),
  };
  const empty: Record<CertField, string> = {
    enterName: t({ id: 'corps.cert.enterNameEmpty', message: 'Enter the enterprise name' }),
    creditCode: t({ id: 'corps.cert.creditCodeEmpty', message: 'Enter the credit code' }),
    legalPerson: t({ id: 'corps.cert.legalPersonEmpty', message: 'Enter the legal person' }),
  };
  return (
    <>
      {fields.map((field) => (
        <Field.Root key={field} required invalid={missing.includes(field)}>
          <Field.Label>{labels[field]}</Field.Label>
          <Input
            size="sm"
            value={values[field]}
            onChange={(event) => onChange({ ...values, [field]: event.target.value })}
          />
          <FieldMessage error={missing.includes(field) ? empty[field] : undefined} />
        </Field.Root>
      ))}
    </>
  );
}
