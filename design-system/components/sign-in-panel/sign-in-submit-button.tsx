import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The sign-in button every sign-in form ends with, busy while its sign-in runs. */
export function SignInSubmitButton({ busy }: { busy: boolean }) {
  const { t } = useLingui();
  return (
    <Button
      type="submit"
      colorPalette="brand"
      w="full"
      loading={busy}
      loadingText={t({ id: 'signIn.submitting', message: 'Signing in…' })}
    >
      {t({ id: 'signIn.submit', message: 'Sign in' })}
    </Button>
  );
}
