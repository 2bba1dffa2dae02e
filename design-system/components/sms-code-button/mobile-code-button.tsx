import { mobileRule } from '../../../shared/validation';
import { SmsCodeButton } from './sms-code-button';

export interface MobileCodeButtonProps {
  /** The mobile as typed, trimmed: the button sends only once it keeps the mobile rule. */
  mobile: string;
  /** Sends a code to that mobile. Rejects with an Error whose message the button shows. */
  onSend: (mobile: string) => Promise<void>;
}

/**
 * The Send code button beside the code field of a form where the mobile is typed (docs/product.md
 * §5). One button per number: the wait before another code is that number's, so a corrected number
 * can have its code at once.
 */
export function MobileCodeButton({ mobile, onSend }: MobileCodeButtonProps) {
  return (
    <SmsCodeButton
      key={mobile}
      disabled={mobileRule(mobile) !== undefined}
      onSend={() => onSend(mobile)}
      size="sm"
    />
  );
}

MobileCodeButton.displayName = 'MobileCodeButton';
