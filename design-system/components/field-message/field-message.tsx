import { Box, Field, Grid, type GridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FieldMessageProps extends Omit<GridProps, 'children'> {
  /** The message of the rule the value breaks; shown in place of the helper while the field is invalid. */
  error?: ReactNode;
  /** Shown while there is no error, e.g. the password rule. @default undefined */
  helper?: ReactNode;
  /**
   * Kept invisible in the same line, so the line is as tall as this even while a shorter helper
   * shows: for a helper that changes as the person types. @default undefined
   */
  reserve?: ReactNode;
}

/**
 * The line under a form field for its error or helper, inside a Field.Root. It keeps one line's
 * height when empty, and the helper's height while an error shows in its place, so a message
 * that appears on leaving a field, or goes as it is corrected, moves nothing below it: a button
 * about to be pressed stays under the pointer, and the click lands (docs/product.md §5).
 */
export function FieldMessage({ error, helper, reserve, ...gridProps }: FieldMessageProps) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const kept = [hasError ? helper : undefined, reserve === helper ? undefined : reserve].filter(
    Boolean,
  );
  return (
    // One grid cell holds them all, so the tallest decides the height; textStyle sets the line
    // the empty slot keeps.
    <Grid minH="4" w="full" textStyle="xs" {...gridProps}>
      {hasError ? (
        <Field.ErrorText gridArea="1 / 1" alignSelf="start">
          {error}
        </Field.ErrorText>
      ) : helper ? (
        <Field.HelperText gridArea="1 / 1">{helper}</Field.HelperText>
      ) : null}
      {kept.map((content, index) => (
        <Box key={index} gridArea="1 / 1" visibility="hidden" aria-hidden="true">
          {content}
        </Box>
      ))}
    </Grid>
  );
}

FieldMessage.displayName = 'FieldMessage';
