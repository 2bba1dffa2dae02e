import type { ValidationMessageId } from './messages';
import { passwordRule, type PasswordRuleOptions } from './password';

/**
 * The confirm-password rule of docs/product.md §5: the confirmation is itself a password (same rule,
 * same messages), then it must equal the new password, compared trimmed as both are submitted
 * trimmed. `validate: false` skips only the password rule; a mismatch is always an error.
 */
export function confirmPasswordRule(
  confirm: string,
  password: string,
  options: PasswordRuleOptions = {},
): ValidationMessageId | undefined {
  const passwordError = passwordRule(confirm, options);
  if (passwordError) return passwordError;
  if (confirm.trim() !== password.trim()) return 'kdcloudPassWord.passError';
  return undefined;
}
