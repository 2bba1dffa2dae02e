import { Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useRef, useState, type ReactNode, type Ref } from 'react';

export interface SignInAgreementProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A sign-in was held for want of it: the message shows and the box is marked invalid. */
  invalid: boolean;
  /** Where the agreement can be read; plain text without it. @default undefined */
  href?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function AgreementName({ href, children }: { href: string | undefined; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Link href={href} target="_blank" rel="noreferrer" color="brand.fg">
      {children}
    </Link>
  );
}

/**
 * The agreement's state for a form that holds its action until it is ticked (docs/product.md §2,
 * showAgreement): `check()` says whether the action may go on, and if not marks the box and
 * focuses it; `checkbox` is what SignInAgreement takes besides its href.
 */
export function useAgreement(required: boolean) {
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const holds = required && !agreed;

  const check = useCallback(() => {
    if (!holds) return true;
    setMissing(true);
    inputRef.current?.focus();
    return false;
  }, [holds]);

  const onCheckedChange = useCallback((checked: boolean) => {
    setAgreed(checked);
    if (checked) setMissing(false);
  }, []);

  return {
    holds,
    check,
    checkbox: { checked: agreed, onCheckedChange, invalid: missing, inputRef },
  };
}

/** The user agreement's checkbox under the sign-in methods (docs/product.md §2, showAgreement). */
export function SignInAgreement({
  checked,
  onCheckedChange,
  invalid,
  href,
  inputRef,
}: SignInAgreementProps) {
  const { t } = useLingui();
  const errorId = useId();
  return (
    <Stack gap="1">
      <Checkbox.Root
        size="sm"
        colorPalette="brand"
        alignItems="flex-start"
        checked={checked}
        invalid={invalid}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      >
        <Checkbox.HiddenInput ref={inputRef} aria-describedby={invalid ? errorId : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal" color="text.secondary">
          <Trans id="signIn.agreement">
            I have read and agree to the{' '}
            <AgreementName href={href}>User Agreement and Privacy Policy</AgreementName>
          </Trans>
        </Checkbox.Label>
      </Checkbox.Root>
      {invalid ? (
        <Text id={errorId} role="alert" textStyle="sm" color="fg.error">
          {t({
            id: 'signIn.agreementRequired',
            message: 'Agree to the User Agreement and Privacy Policy to sign in.',
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

SignInAgreement.displayName = 'SignInAgreement';
