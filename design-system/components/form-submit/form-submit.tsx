import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../error-alert';

export interface FormSubmitProps {
  /** The refused submit's message, shown above the button. @default undefined (nothing shown) */
  error?: string;
  /** Whether the submit waits: the button shows busyLabel and takes no second press. */
  busy: boolean;
  /** The button's label while the submit waits. @default undefined (the label stays) */
  busyLabel?: string;
  /** The button's label. */
  children: ReactNode;
}

/**
 * How a form ends: what its last submit was refused for, then its submit button. The two stay the
 * form's own flex items, so its gap spaces them as before.
 */
export function FormSubmit({ error, busy, busyLabel, children }: FormSubmitProps) {
  return (
    <>
      <ErrorAlert message={error} />
      <Button type="submit" colorPalette="brand" loading={busy} loadingText={busyLabel}>
        {children}
      </Button>
    </>
  );
}

FormSubmit.displayName = 'FormSubmit';
