import { useLingui } from '@lingui/react/macro';
import { passwordHintMessage, passwordRule } from '../../../shared/validation';
import { strengthSentence } from './password-strength-meter';
import { usePasswordStrength, type PasswordStrengthOptions } from './use-password-strength';

/**
 * A new-password field's helper line with the bar's strength: the rule of docs/product.md §5 until
 * the password keeps it, then how strong it is. `reserve` keeps the line the rule's height
 * throughout, so the fields below do not move as the advice changes.
 */
export function usePasswordAdvice(password: string, options?: PasswordStrengthOptions) {
  const { i18n } = useLingui();
  const strength = usePasswordStrength(password, options);
  const hint = i18n._(passwordHintMessage);
  return {
    strength,
    helper: passwordRule(password) === undefined ? strengthSentence(strength) : hint,
    reserve: hint,
  };
}
