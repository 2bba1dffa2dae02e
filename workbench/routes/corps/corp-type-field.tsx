import { HStack, RadioGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { corpTypeLabel } from '../../../design-system/components/corp-switcher/corp-labels';
import { CORP_TYPE, type CorpType } from '../../../shared/contract';

const TYPES: readonly CorpType[] = [CORP_TYPE.corporate, CORP_TYPE.person];

export interface CorpTypeFieldProps {
  value: CorpType;
  onChange: (type: CorpType) => void;
  disabled?: boolean;
}

/** The corp type to add (docs/product.md §3 and §9: 1 corporate, 2 person), in words. */
export default function CorpTypeField({ value, onChange, disabled }: CorpTypeFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <RadioGroup.Root
      size="sm"
      colorPalette="brand"
      value={String(value)}
      disabled={disabled}
      onValueChange={({ value: next }) => onChange(Number(next) as CorpType)}
    >
      <RadioGroup.Label mb="2">{t({ id: 'corps.add.type', message: 'Type' })}</RadioGroup.Label>
      <HStack gap="6">
        {TYPES.map((type) => (
          <RadioGroup.Item key={type} value={String(type)}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{i18n._(corpTypeLabel(type))}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
