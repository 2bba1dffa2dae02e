import { Stack, Text, type StackProps } from '@chakra-ui/react';
import { PasswordStrengthBar } from './password-strength-bar';
import { usePasswordStrength, type PasswordStrengthOptions } from './use-password-strength';

export interface PasswordStrengthMeterProps
  extends Omit<StackProps, 'children'>, PasswordStrengthOptions {
  /** The new password as typed. While it is empty the meter is drawn empty. */
  password: string;
}

/**
 * The bar with the score in words and one line of advice below it, for a new-password field that
 * has no helper line of its own. ResetPasswordForm puts the words in its field's helper line
 * instead (usePasswordStrength with PasswordStrengthBar), where the 442 x 372 modal has room.
 */
export function PasswordStrengthMeter({
  password,
  userInputs,
  load,
  ...stackProps
}: PasswordStrengthMeterProps) {
  const strength = usePasswordStrength(password, { userInputs, load });
  return (
    <Stack gap="1" w="full" {...stackProps}>
      <PasswordStrengthBar strength={strength} />
      {/* Kept one line tall while empty, so the advice appearing moves nothing below it. */}
      <Text textStyle="xs" color="text.secondary" minH="4">
        {strengthSentence(strength)}
      </Text>
    </Stack>
  );
}

PasswordStrengthMeter.displayName = 'PasswordStrengthMeter';

/** "Weak · This is close to a commonly used password.": the score's words, then the advice. */
export function strengthSentence({ label, advice }: { label?: string; advice?: string }) {
  return [label, advice].filter(Boolean).join(' · ');
}
